import Testing

@testable import locpack

@Suite struct CLISmokeTests {
  @Test func placeholder() {
    #expect(Bool(true))
  }
}
