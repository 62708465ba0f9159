import Testing

@testable import LocPack

@Suite struct GettextPluralFormsTests {
  /// A language's usual `Plural-Forms` header and the form each CLDR category must get.
  struct MappingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var language: String
    var header: String
    var expected: [PluralCategory: Int]
    var mismatched: [PluralCategory] = []
    var testDescription: String { name }
  }

  static let russianFour =
    "nplurals=4; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || "
    + "n%100>14) ? 1 : n%10==0 || (n%10>=5 && n%10<=9) || (n%100>=11 && n%100<=14)? 2 : 3);"

  static let mappingCases: [MappingCase] = [
    MappingCase(
      name: "en", language: "en", header: "nplurals=2; plural=(n != 1);",
      expected: [.one: 0, .other: 1]),
    MappingCase(
      name: "fr, two forms (many with other)", language: "fr",
      header: "nplurals=2; plural=(n > 1);",
      expected: [.one: 0, .many: 1, .other: 1]),
    MappingCase(
      name: "fr, three forms (Django)", language: "fr",
      header: "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
      expected: [.one: 0, .many: 1, .other: 2]),
    MappingCase(
      name: "ru, three forms", language: "ru",
      header:
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
        + "(n%100<10 || n%100>=20) ? 1 : 2);",
      expected: [.one: 0, .few: 1, .many: 2]),
    MappingCase(
      name: "ru, four forms (fractions last)", language: "ru", header: russianFour,
      expected: [.one: 0, .few: 1, .many: 2, .other: 3]),
    MappingCase(
      name: "pl, three forms", language: "pl",
      header:
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
      expected: [.one: 0, .few: 1, .many: 2]),
    MappingCase(
      name: "pl, four forms", language: "pl",
      header:
        "nplurals=4; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : "
        + "n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) "
        + "? 2 : 3);",
      expected: [.one: 0, .few: 1, .many: 2, .other: 3]),
    MappingCase(
      name: "ar", language: "ar",
      header:
        "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
        + "n%100>=11 ? 4 : 5;",
      expected: [.zero: 0, .one: 1, .two: 2, .few: 3, .many: 4, .other: 5]),
    MappingCase(
      name: "ja", language: "ja", header: "nplurals=1; plural=0;", expected: [.other: 0]),
    MappingCase(
      name: "cs, three forms (many has no integer)", language: "cs",
      header: "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
      expected: [.one: 0, .few: 1, .other: 2]),
    MappingCase(
      name: "cs, four forms (Transifex)", language: "cs",
      header:
        "nplurals=4; plural=(n == 1 && n % 1 == 0) ? 0 : (n >= 2 && n <= 4 && n % 1 == 0) ? 1: "
        + "(n % 1 != 0 ) ? 2 : 3;",
      expected: [.one: 0, .few: 1, .many: 2, .other: 3]),
    MappingCase(
      name: "ru with an English expression", language: "ru",
      header: "nplurals=2; plural=(n != 1);",
      expected: [.one: 1, .few: 1, .many: 1], mismatched: [.one]),
    MappingCase(
      name: "de with one form", language: "de", header: "nplurals=1; plural=0;",
      expected: [.one: 0, .other: 0]),
  ]

  @Test(arguments: mappingCases) func mapsEachCategoryToItsForm(_ c: MappingCase) throws {
    let forms = try GettextPluralForms.parse(Array(c.header.utf8))
    let mapping = try forms.categoryIndices(for: PluralRules(locale: c.language))
    #expect(mapping.indices == c.expected)
    #expect(mapping.mismatched == c.mismatched)
  }

  /// Every sample of every mapped category really gets its form from the expression.
  @Test(arguments: mappingCases.filter { $0.mismatched.isEmpty })
  func samplesAgreeWithTheMapping(_ c: MappingCase) throws {
    let forms = try GettextPluralForms.parse(Array(c.header.utf8))
    let rules = PluralRules(locale: c.language)
    let mapping = try forms.categoryIndices(for: rules)
    for n in GettextPluralForms.samples {
      let category = rules.category(for: Int(n))
      let index = try #require(mapping.indices[category], "no form for \(category)")
      #expect(try forms.expression.evaluate(n) == UInt64(index))
    }
  }

  // MARK: - The expression

  struct ValueCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var n: UInt64
    var value: UInt64
    var testDescription: String { "\(expression) at n=\(n)" }
  }

  static let valueCases: [ValueCase] = [
    ValueCase(expression: "2 + 3 * 4", n: 0, value: 14),
    ValueCase(expression: "(2 + 3) * 4", n: 0, value: 20),
    ValueCase(expression: "10 - 4 - 3", n: 0, value: 3),
    ValueCase(expression: "100 / 10 / 5", n: 0, value: 2),
    ValueCase(expression: "n % 10", n: 1234, value: 4),
    ValueCase(expression: "1 ? 2 : 0 ? 4 : 5", n: 0, value: 2),
    ValueCase(expression: "0 ? 2 : 0 ? 4 : 5", n: 0, value: 5),
    ValueCase(expression: "!n", n: 0, value: 1),
    ValueCase(expression: "!!n", n: 7, value: 1),
    ValueCase(expression: "n != 1", n: 1, value: 0),
    ValueCase(expression: "n>=2&&n<=4", n: 3, value: 1),
    ValueCase(expression: "n<2||n>4", n: 3, value: 0),
    ValueCase(expression: "1 < 2 == 1", n: 0, value: 1),
    ValueCase(expression: "n == 1 || n == 2 && 0", n: 2, value: 0),
    ValueCase(expression: "n - 2", n: 0, value: UInt64.max - 1),
    ValueCase(expression: "n - 2 > 10", n: 1, value: 1),
    ValueCase(expression: "n != 0 && 10 / n > 1", n: 0, value: 0),
    ValueCase(expression: "n == 0 || 10 % n", n: 0, value: 1),
    ValueCase(expression: "n ? 10 / n : 7", n: 0, value: 7),
    ValueCase(expression: "\t( n\n%100 )", n: 12345, value: 45),
  ]

  @Test(arguments: valueCases) func evaluates(_ c: ValueCase) throws {
    let expression = try GettextPluralExpression.parse(Array(c.expression.utf8))
    #expect(try expression.evaluate(c.n) == c.value)
  }

  struct SyntaxCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var offset: Int
    var message: String
    var testDescription: String { expression.count > 40 ? "long: \(message)" : expression }
  }

  static let syntaxCases: [SyntaxCase] = [
    SyntaxCase(
      expression: "(n != 1", offset: 7, message: "expected ')', found end of the expression"),
    SyntaxCase(
      expression: "", offset: 0, message: "expected a value, found the end of the expression"),
    SyntaxCase(expression: "n ! 1", offset: 2, message: "unexpected '!'"),
    SyntaxCase(expression: "x", offset: 0, message: "expected a value, found 'x'"),
    SyntaxCase(expression: "nn", offset: 0, message: "unknown name; only 'n' is allowed"),
    SyntaxCase(
      expression: "n ? 1", offset: 5, message: "expected ':' of '?:', found end of the expression"),
    SyntaxCase(expression: "n = 1", offset: 2, message: "unexpected '='"),
    SyntaxCase(
      expression: "n + ", offset: 4, message: "expected a value, found the end of the expression"),
    SyntaxCase(expression: "99999999999999999999", offset: 0, message: "the number is too large"),
    SyntaxCase(
      expression: String(repeating: "(", count: 40) + "n" + String(repeating: ")", count: 40),
      offset: 8, message: "the expression nests deeper than 64 levels"),
    SyntaxCase(
      expression: String(repeating: "!", count: 70) + "n", offset: 58,
      message: "the expression nests deeper than 64 levels"),
    SyntaxCase(
      expression: "n" + String(repeating: " ", count: 1100), offset: 1024,
      message: "the expression is longer than 1024 bytes"),
  ]

  @Test(arguments: syntaxCases) func rejectsMalformedExpressions(_ c: SyntaxCase) {
    #expect(throws: GettextPluralExpression.Failure.syntax(c.message, offset: c.offset)) {
      try GettextPluralExpression.parse(Array(c.expression.utf8))
    }
  }

  @Test func divisionByZeroIsAnError() throws {
    let expression = try GettextPluralExpression.parse(Array("10 / (n - 1)".utf8))
    #expect(try expression.evaluate(3) == 5)
    #expect(throws: GettextPluralExpression.Failure.divisionByZero(n: 1)) {
      try expression.evaluate(1)
    }
  }

  // MARK: - The header

  @Test(arguments: [
    "nplurals=2; plural=(n != 1);", "nplurals = 2 ; plural = (n != 1)", "plural=n!=1;nplurals=2",
    " nplurals=2;\n plural=(n != 1);\n",
  ])
  func readsHeaderVariants(_ header: String) throws {
    let forms = try GettextPluralForms.parse(Array(header.utf8))
    #expect(forms.count == 2)
    #expect(try forms.expression.evaluate(1) == 0)
    #expect(try forms.expression.evaluate(5) == 1)
  }

  struct HeaderFailureCase: Sendable, CustomTestStringConvertible {
    var header: String
    var message: String
    var offset: Int
    var testDescription: String { header }
  }

  static let headerFailures: [HeaderFailureCase] = [
    HeaderFailureCase(
      header: "nplurals=INTEGER; plural=EXPRESSION;",
      message: "nplurals must be a number from 1 to 100, not 'INTEGER'", offset: 9),
    HeaderFailureCase(
      header: "nplurals=0; plural=0;", message: "nplurals must be a number from 1 to 100, not '0'",
      offset: 9),
    HeaderFailureCase(header: "nplurals=2;", message: "no 'plural=' part", offset: 0),
    HeaderFailureCase(header: "plural=(n != 1);", message: "no 'nplurals=' part", offset: 0),
    HeaderFailureCase(
      header: "nplurals=2; plural (n != 1);", message: "expected '=' after 'plural'", offset: 19),
    HeaderFailureCase(
      header: "nplurals=2; plural=(n != 1", message: "expected ')', found end of the expression",
      offset: 26),
    HeaderFailureCase(
      header: "nplurals=2; forms=1", message: "unknown part 'forms'; expected nplurals or plural",
      offset: 12),
  ]

  @Test(arguments: headerFailures) func rejectsMalformedHeaders(_ c: HeaderFailureCase) {
    #expect(throws: GettextPluralForms.Failure(message: c.message, offset: c.offset)) {
      try GettextPluralForms.parse(Array(c.header.utf8))
    }
  }

  @Test func anIndexOfNpluralsOrMoreIsAnError() throws {
    let forms = try GettextPluralForms.parse(Array("nplurals=2; plural=n;".utf8))
    #expect(
      throws: GettextPluralForms.Failure(
        message: "the plural expression gives 2 for n = 2, but nplurals is 2", offset: 0)
    ) { try forms.categoryIndices(for: PluralRules(locale: "en")) }
  }

  @Test func divisionByZeroInASampleIsAnError() throws {
    let forms = try GettextPluralForms.parse(Array("nplurals=2; plural=(n / (n - 1)) > 5;".utf8))
    #expect(
      throws: GettextPluralForms.Failure(
        message: "the plural expression divides by zero for n = 1", offset: 0)
    ) { try forms.categoryIndices(for: PluralRules(locale: "en")) }
  }
}
