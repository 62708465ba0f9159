import Testing

@testable import LocPack

/// A stable one-line dump of a specifier: conversion, argument, position, flags, width,
/// precision, length, type, variable and byte range.
func dump(_ spec: FormatSpecifier) -> String {
  var parts = [String(UnicodeScalar(spec.conversion)), "arg\(spec.argumentIndex)"]
  if let position = spec.position { parts.append("pos\(position)") }
  var flags = ""
  if spec.flags.contains(.alternate) { flags += "#" }
  if spec.flags.contains(.leftAlign) { flags += "-" }
  if spec.flags.contains(.plus) { flags += "+" }
  if spec.flags.contains(.space) { flags += "_" }
  if spec.flags.contains(.zeroPad) { flags += "0" }
  if !flags.isEmpty { parts.append("f" + flags) }
  func amount(_ label: String, _ amount: FormatSpecifier.Amount, _ index: Int?) {
    switch amount {
    case .none: break
    case .literal(let n): parts.append("\(label)\(n)")
    case .star: parts.append("\(label)*\(index ?? 0)")
    case .starPositional(let n): parts.append("\(label)*\(n)$")
    }
  }
  amount("w", spec.width, spec.widthArgumentIndex)
  amount("p", spec.precision, spec.precisionArgumentIndex)
  if spec.length != .none { parts.append("l=" + spec.length.rawValue) }
  parts.append("t=" + spec.valueType.name)
  if let name = spec.variableName { parts.append("v=" + name) }
  parts.append("\(spec.range.lowerBound)..<\(spec.range.upperBound)")
  return parts.joined(separator: " ")
}

@Suite struct FormatStringTests {
  struct ShapeCase: Sendable, CustomTestStringConvertible {
    var text: String
    var expected: String
    init(_ text: String, _ expected: String) {
      self.text = text
      self.expected = expected
    }
    var testDescription: String { text.debugDescription }
  }

  static let shapes: [ShapeCase] = [
    ShapeCase("%@", "@ arg1 t=object 0..<2"),
    ShapeCase("%d", "d arg1 t=int 0..<2"),
    ShapeCase("%i", "i arg1 t=int 0..<2"),
    ShapeCase("%u", "u arg1 t=unsigned int 0..<2"),
    ShapeCase("%x", "x arg1 t=unsigned int 0..<2"),
    ShapeCase("%X", "X arg1 t=unsigned int 0..<2"),
    ShapeCase("%o", "o arg1 t=unsigned int 0..<2"),
    ShapeCase("%D", "D arg1 t=int 0..<2"),
    ShapeCase("%U", "U arg1 t=unsigned int 0..<2"),
    ShapeCase("%O", "O arg1 t=unsigned int 0..<2"),
    ShapeCase("%c", "c arg1 t=char 0..<2"),
    ShapeCase("%C", "C arg1 t=unichar 0..<2"),
    ShapeCase("%s", "s arg1 t=C string 0..<2"),
    ShapeCase("%S", "S arg1 t=unichar string 0..<2"),
    ShapeCase("%P", "P arg1 t=Pascal string 0..<2"),
    ShapeCase("%p", "p arg1 t=pointer 0..<2"),
    ShapeCase("%f", "f arg1 t=double 0..<2"),
    ShapeCase("%F", "F arg1 t=double 0..<2"),
    ShapeCase("%e", "e arg1 t=double 0..<2"),
    ShapeCase("%E", "E arg1 t=double 0..<2"),
    ShapeCase("%g", "g arg1 t=double 0..<2"),
    ShapeCase("%G", "G arg1 t=double 0..<2"),
    ShapeCase("%a", "a arg1 t=double 0..<2"),
    ShapeCase("%A", "A arg1 t=double 0..<2"),
    ShapeCase("%n", "n arg1 t=%n pointer 0..<2"),
    ShapeCase("%ld", "d arg1 l=l t=long 0..<3"),
    ShapeCase("%lld", "d arg1 l=ll t=long 0..<4"),
    ShapeCase("%qd", "d arg1 l=q t=long 0..<3"),
    ShapeCase("%zd", "d arg1 l=z t=long 0..<3"),
    ShapeCase("%td", "d arg1 l=t t=long 0..<3"),
    ShapeCase("%jd", "d arg1 l=j t=long 0..<3"),
    ShapeCase("%hd", "d arg1 l=h t=short 0..<3"),
    ShapeCase("%hhd", "d arg1 l=hh t=char 0..<4"),
    ShapeCase("%lu", "u arg1 l=l t=unsigned long 0..<3"),
    ShapeCase("%llu", "u arg1 l=ll t=unsigned long 0..<4"),
    ShapeCase("%hhx", "x arg1 l=hh t=unsigned char 0..<4"),
    ShapeCase("%lx", "x arg1 l=l t=unsigned long 0..<3"),
    ShapeCase("%Lf", "f arg1 l=L t=long double 0..<3"),
    ShapeCase("%lf", "f arg1 l=l t=double 0..<3"),
    ShapeCase("%hf", "f arg1 l=h t=double 0..<3"),
    ShapeCase("%lc", "c arg1 l=l t=char 0..<3"),
    ShapeCase("%1$@", "@ arg1 pos1 t=object 0..<4"),
    ShapeCase("%3$ld", "d arg3 pos3 l=l t=long 0..<5"),
    ShapeCase("%10$d", "d arg10 pos10 t=int 0..<5"),
    ShapeCase("%2$@ %1$@", "@ arg2 pos2 t=object 0..<4 | @ arg1 pos1 t=object 5..<9"),
    ShapeCase("%5d", "d arg1 w5 t=int 0..<3"),
    ShapeCase("%-5d", "d arg1 f- w5 t=int 0..<4"),
    ShapeCase("%05d", "d arg1 f0 w5 t=int 0..<4"),
    ShapeCase("%-05d", "d arg1 f- w5 t=int 0..<5"),
    ShapeCase("%+d", "d arg1 f+ t=int 0..<3"),
    ShapeCase("% d", "d arg1 f_ t=int 0..<3"),
    ShapeCase("%+ d", "d arg1 f+ t=int 0..<4"),
    ShapeCase("%#x", "x arg1 f# t=unsigned int 0..<3"),
    ShapeCase("%.2f", "f arg1 p2 t=double 0..<4"),
    ShapeCase("%8.3f", "f arg1 w8 p3 t=double 0..<5"),
    ShapeCase("%.f", "f arg1 p0 t=double 0..<3"),
    ShapeCase("%.0f", "f arg1 p0 t=double 0..<4"),
    ShapeCase("%+.3e", "e arg1 f+ p3 t=double 0..<5"),
    ShapeCase("%*d", "d arg2 w*1 t=int 0..<3"),
    ShapeCase("%.*f", "f arg2 p*1 t=double 0..<4"),
    ShapeCase("%*.*f", "f arg3 w*1 p*2 t=double 0..<5"),
    ShapeCase("%1$*2$d", "d arg1 pos1 w*2$ t=int 0..<7"),
    ShapeCase("%2$.*1$f", "f arg2 pos2 p*1$ t=double 0..<8"),
    ShapeCase("%#@count@", "@ arg1 f# t=object v=count 0..<9"),
    ShapeCase("%1$#@n@", "@ arg1 pos1 f# t=object v=n 0..<7"),
    ShapeCase("%#@@", "@ arg1 f# t=object 0..<4"),
    ShapeCase("%[key]@", "@ arg1 t=object 0..<7"),
    ShapeCase("%-+ 0#8.2lf", "f arg1 f#-+ w8 p2 l=l t=double 0..<11"),
    ShapeCase("a%@b", "@ arg1 t=object 1..<3"),
    ShapeCase("é%@", "@ arg1 t=object 2..<4"),
    ShapeCase("%@%d", "@ arg1 t=object 0..<2 | d arg2 t=int 2..<4"),
    ShapeCase("%1$@ %1$@", "@ arg1 pos1 t=object 0..<4 | @ arg1 pos1 t=object 5..<9"),
    ShapeCase("%1$-10@", "@ arg1 pos1 f- w10 t=object 0..<7"),
    ShapeCase("%@ %2$@", "@ arg1 t=object 0..<2 | @ arg2 pos2 t=object 3..<7"),
    ShapeCase(
      "%2$@ %@ %@", "@ arg2 pos2 t=object 0..<4 | @ arg1 t=object 5..<7 | @ arg2 t=object 8..<10"),
    ShapeCase("%*d %@", "d arg2 w*1 t=int 0..<3 | @ arg3 t=object 4..<6"),
    ShapeCase("日本%1$@語", "@ arg1 pos1 t=object 6..<10"),
    ShapeCase("100%% %@", "@ arg1 t=object 6..<8"),
  ]

  @Test(arguments: shapes) func specifierShape(_ c: ShapeCase) {
    let format = FormatString.parse(c.text)
    #expect(format.specifiers.map(dump).joined(separator: " | ") == c.expected)
  }

  @Test func shapeTableIsLarge() {
    #expect(Self.shapes.count >= 60)
  }

  // MARK: - Pieces

  struct PieceCase: Sendable, CustomTestStringConvertible {
    var text: String
    var expected: String
    init(_ text: String, _ expected: String) {
      self.text = text
      self.expected = expected
    }
    var testDescription: String { text.debugDescription }
  }

  static let pieceCases: [PieceCase] = [
    PieceCase("", ""),
    PieceCase("plain", "lit0..<5"),
    PieceCase("a%@b", "lit0..<1 spec0@1..<3 lit3..<4"),
    PieceCase("%%", "pct0..<2"),
    PieceCase("50%%off", "lit0..<2 pct2..<4 lit4..<7"),
    PieceCase("100%!", "lit0..<3 bad3..<5>4..<5"),
    PieceCase("%5!x", "bad0..<3>1..<2 lit3..<4"),
    PieceCase("%0$@", "bad0..<3>1..<2 lit3..<4"),
    PieceCase("%é", "bad0..<3>1..<3"),
    PieceCase("50%", "lit0..<2 inc2..<3"),
    PieceCase("%5$", "inc0..<3"),
    PieceCase("%12", "bad0..<3>1..<2"),
    PieceCase("%#@a b@", "bad0..<6>1..<2 lit6..<7"),
  ]

  @Test(arguments: pieceCases) func pieces(_ c: PieceCase) {
    let format = FormatString.parse(c.text)
    let rendered = format.pieces.map { piece -> String in
      let r = "\(piece.range.lowerBound)..<\(piece.range.upperBound)"
      switch piece.kind {
      case .literal: return "lit" + r
      case .percent: return "pct" + r
      case .specifier(let i): return "spec\(i)@" + r
      case .incomplete: return "inc" + r
      case .malformed(let out): return "bad" + r + ">\(out.lowerBound)..<\(out.upperBound)"
      }
    }
    #expect(rendered.joined(separator: " ") == c.expected)
    // Pieces tile the text.
    var offset = 0
    for piece in format.pieces {
      #expect(piece.range.lowerBound == offset)
      offset = piece.range.upperBound
    }
    #expect(offset == c.text.utf8.count)
  }

  // MARK: - Issues

  struct IssueCase: Sendable, CustomTestStringConvertible {
    var text: String
    var ids: [String]
    var firstRange: Range<Int>?
    init(_ text: String, _ ids: [String], _ firstRange: Range<Int>? = nil) {
      self.text = text
      self.ids = ids
      self.firstRange = firstRange
    }
    var testDescription: String { text.debugDescription }
  }

  static let issueCases: [IssueCase] = [
    IssueCase("%@ and %d and %.2f", []),
    IssueCase("%2$@ %1$@", []),
    IssueCase("100%% sure", []),
    IssueCase("%*d %@", []),
    IssueCase("50%", ["format.incomplete-specifier"], 2..<3),
    IssueCase("%", ["format.incomplete-specifier"], 0..<1),
    IssueCase("%l", ["format.incomplete-specifier"], 0..<2),
    IssueCase("%5$", ["format.incomplete-specifier"], 0..<3),
    IssueCase("%#@name", ["format.incomplete-specifier"], 0..<7),
    IssueCase("50% off", ["format.percent-in-prose"], 2..<5),
    IssueCase("100% sure", ["format.percent-in-prose"], 3..<6),
    IssueCase("% d", ["format.percent-in-prose"], 0..<3),
    IssueCase("100%!", ["format.unknown-conversion"], 3..<5),
    IssueCase("%'d", ["format.unknown-conversion"], 0..<2),
    IssueCase("%5%", ["format.unknown-conversion"], 0..<3),
    IssueCase("%.", ["format.unknown-conversion"], 0..<2),
    IssueCase("%#@a b@", ["format.unknown-conversion"], 0..<6),
    IssueCase("%0$@", ["format.zero-position"], 0..<3),
    IssueCase("%n", ["format.percent-n"], 0..<2),
    IssueCase("%1$@ %@", ["format.mixed-positional"], 5..<7),
    IssueCase("%@ %1$@", ["format.mixed-positional"], 3..<7),
    IssueCase("%1$@ %3$@", ["format.argument-gap"], 5..<9),
    IssueCase("%2$@", ["format.argument-gap"], 0..<4),
    IssueCase("%1$@ %1$d", ["format.conflicting-types"], 5..<9),
    IssueCase("%d %1$ld", ["format.mixed-positional", "format.conflicting-types"], 3..<8),
    IssueCase("%200$@", ["format.number-overflow"], 0..<5),
    IssueCase("%99999999999d", ["format.number-overflow"], 0..<13),
    IssueCase("%6$@", ["format.argument-gap", "format.position-out-of-range"], 0..<4),
    IssueCase("%1$@ %1$@ %5$@", ["format.argument-gap"], 10..<14),
  ]

  @Test(arguments: issueCases) func issues(_ c: IssueCase) {
    let format = FormatString.parse(c.text)
    #expect(format.issues.map(\.id) == c.ids)
    if let range = c.firstRange { #expect(format.issues.first?.range == range) }
    for issue in format.issues {
      #expect(!issue.message.isEmpty)
      #expect(issue.message.first?.isUppercase == false)
      #expect(issue.message.last != ".")
      #expect(issue.diagnostic().id == issue.id)
    }
  }

  @Test func slotsCollectUsesAndRoles() {
    let format = FormatString.parse("%2$*1$d %2$ld %3$@")
    #expect(format.slots.map(\.index) == [1, 2, 3])
    #expect(format.slots[0].uses.map(\.role) == [.width])
    #expect(format.slots[1].uses.map(\.role) == [.value, .value])
    // Conflicting sizes: Foundation reads the argument as the last use's type.
    #expect(format.slots[1].type == .int(.long))
    #expect(format.issues.map(\.id) == ["format.conflicting-types"])
    #expect(format.argumentCount == 3)
    #expect(!format.usesOnlyObjectArguments)
    #expect(FormatString.parse("%@ %1$#@v@ %%").usesOnlyObjectArguments)
  }

  @Test func neverCrashesOnArbitraryBytes() {
    var generator = SplitMix(seed: 7)
    let alphabet = Array("%$#@*.0123456789-+ lhqLztjdiuxXoOcCsSpPnfFeEgGaA[]_é😀".unicodeScalars)
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<generator.next(upTo: 12) {
        text.unicodeScalars.append(alphabet[generator.next(upTo: alphabet.count)])
      }
      let format = FormatString.parse(text)
      var offset = 0
      for piece in format.pieces {
        #expect(piece.range.lowerBound == offset)
        offset = piece.range.upperBound
      }
      #expect(offset == text.utf8.count)
      _ = format.expand(arguments: ["a", "b"])
    }
  }
}

/// A small seeded generator for reproducible tests.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
