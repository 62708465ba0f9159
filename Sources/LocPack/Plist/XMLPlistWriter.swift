/// Writes XML property lists in CoreFoundation's exact layout: tab indentation, sorted keys,
/// `<dict/>` and `<array/>` for empty containers, escaping of `<`, `>` and `&` only.
struct XMLPlistWriter {
  static let header = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """.utf8)

  var sortKeys: Bool
  var out: [UInt8] = []

  init(sortKeys: Bool) {
    self.sortKeys = sortKeys
  }

  mutating func document(_ value: PlistValue) -> [UInt8] {
    out.removeAll(keepingCapacity: true)
    out.append(contentsOf: Self.header)
    append(value, indentation: 0)
    out.append(contentsOf: "</plist>\n".utf8)
    return out
  }

  // MARK: - Values

  private mutating func append(_ value: PlistValue, indentation: Int) {
    indent(indentation)
    switch value {
    case .string(let string):
      open("string")
      escaped(string)
      close("string")
    case .integer(let number):
      open("integer")
      out.append(contentsOf: number.description.utf8)
      close("integer")
    case .real(let real):
      open("real")
      XMLPlistScalars.formatReal(real, into: &out)
      close("real")
    case .bool(let flag):
      out.append(contentsOf: (flag ? "<true/>\n" : "<false/>\n").utf8)
    case .date(let seconds):
      open("date")
      XMLPlistScalars.formatDate(seconds, into: &out)
      close("date")
    case .data(let bytes):
      out.append(contentsOf: "<data>\n".utf8)
      base64(bytes, indentation: indentation)
      indent(indentation)
      close("data")
    case .uid(let uid):
      out.append(contentsOf: "<dict>\n".utf8)
      indent(indentation + 1)
      out.append(contentsOf: "<key>CF$UID</key>\n".utf8)
      indent(indentation + 1)
      open("integer")
      out.append(contentsOf: String(uid).utf8)
      close("integer")
      indent(indentation)
      close("dict")
    case .array(let elements):
      guard !elements.isEmpty else {
        out.append(contentsOf: "<array/>\n".utf8)
        return
      }
      out.append(contentsOf: "<array>\n".utf8)
      for element in elements { append(element, indentation: indentation + 1) }
      indent(indentation)
      close("array")
    case .dictionary(let dictionary):
      guard !dictionary.isEmpty else {
        out.append(contentsOf: "<dict/>\n".utf8)
        return
      }
      out.append(contentsOf: "<dict>\n".utf8)
      var order = Array(dictionary.keys.indices)
      if sortKeys {
        let keys = dictionary.keys
        order.sort { keys[$0].utf16.lexicographicallyPrecedes(keys[$1].utf16) }
      }
      for position in order {
        indent(indentation + 1)
        open("key")
        escaped(dictionary.keys[position])
        close("key")
        append(dictionary.values[position], indentation: indentation + 1)
      }
      indent(indentation)
      close("dict")
    }
  }

  // MARK: - Pieces

  private mutating func indent(_ count: Int) {
    out.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: count))
  }

  private mutating func open(_ tag: StaticString) {
    out.append(UInt8(ascii: "<"))
    out.append(contentsOf: UnsafeBufferPointer(start: tag.utf8Start, count: tag.utf8CodeUnitCount))
    out.append(UInt8(ascii: ">"))
  }

  private mutating func close(_ tag: StaticString) {
    out.append(contentsOf: "</".utf8)
    out.append(contentsOf: UnsafeBufferPointer(start: tag.utf8Start, count: tag.utf8CodeUnitCount))
    out.append(contentsOf: ">\n".utf8)
  }

  private mutating func escaped(_ string: String) {
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      default: out.append(byte)
      }
    }
  }

  /// Base64 in lines of `76 - 8 × tabs` characters, each line indented by up to 8 tabs.
  private mutating func base64(_ bytes: [UInt8], indentation: Int) {
    let tabs = min(indentation, 8)
    let bytesPerLine = (76 - 8 * tabs) / 4 * 3
    let alphabet = XMLPlistScalars.base64Alphabet
    var start = 0
    while start < bytes.count {
      let end = min(start + bytesPerLine, bytes.count)
      indent(tabs)
      var index = start
      while index + 3 <= end {
        let group =
          UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
          | UInt32(bytes[index + 2])
        out.append(alphabet[Int(group >> 18 & 0x3F)])
        out.append(alphabet[Int(group >> 12 & 0x3F)])
        out.append(alphabet[Int(group >> 6 & 0x3F)])
        out.append(alphabet[Int(group & 0x3F)])
        index += 3
      }
      if index < end {
        let second = index + 1 < end ? UInt32(bytes[index + 1]) : 0
        let group = UInt32(bytes[index]) << 16 | second << 8
        out.append(alphabet[Int(group >> 18 & 0x3F)])
        out.append(alphabet[Int(group >> 12 & 0x3F)])
        out.append(index + 1 < end ? alphabet[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
      }
      out.append(UInt8(ascii: "\n"))
      start = end
    }
  }
}
