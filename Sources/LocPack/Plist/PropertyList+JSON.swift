import Foundation

extension PropertyList {
  /// The value as JSON, for `locpack parse` and `convert --to json`.
  ///
  /// | plist | JSON |
  /// |---|---|
  /// | dictionary | object, keys in the dictionary's order |
  /// | array | array |
  /// | string | string |
  /// | integer | number (`-2^63` … `2^64−1`, every digit kept) |
  /// | real | number in the shortest text that reads back to the same `Double` (`0.1`, `1e+100`); NaN and the infinities, which JSON lacks, as the strings `"nan"`, `"inf"`, `"-inf"` |
  /// | boolean | `true` / `false` |
  /// | date | string, ISO 8601 UTC: `2024-01-02T03:04:05Z`, with milliseconds (`.250`) when the date has a fraction of a second |
  /// | data | string, standard base64 with padding, no line breaks |
  /// | UID | `{"CF$UID": n}`, as XML plists write it |
  public static func jsonValue(_ value: PlistValue) -> JSONValue {
    switch value {
    case .string(let text): return .string(text)
    case .integer(let integer): return .number(integer.description)
    case .real(let real): return realJSON(real)
    case .bool(let flag): return .bool(flag)
    case .date(let seconds): return .string(iso8601(seconds))
    case .data(let bytes): return .string(Data(bytes).base64EncodedString())
    case .uid(let uid): return .object(JSONObject([JSONMember("CF$UID", .number(String(uid)))]))
    case .array(let elements): return .array(elements.map(jsonValue))
    case .dictionary(let dictionary):
      return .object(JSONObject(dictionary.map { JSONMember($0.key, jsonValue($0.value)) }))
    }
  }

  private static func realJSON(_ real: Double) -> JSONValue {
    if real.isNaN { return .string("nan") }
    if real.isInfinite { return .string(real < 0 ? "-inf" : "inf") }
    return .number(real.description)
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` (with `.mmm` when there is a fraction) for seconds since
  /// 2001-01-01T00:00:00Z.
  ///
  /// Dates beyond ±10^12 seconds (about ±31,000 years) and NaN, which no calendar holds, are
  /// written as their number of seconds.
  static func iso8601(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e12 else { return seconds.description }
    let milliseconds = Int64((seconds * 1000).rounded(.down))
    let unixSeconds = milliseconds.floorDivided(by: 1000) + 978_307_200
    let fraction = milliseconds - milliseconds.floorDivided(by: 1000) * 1000
    let days = unixSeconds.floorDivided(by: 86_400)
    let secondOfDay = unixSeconds - days * 86_400
    let (year, month, day) = XMLPlistScalars.civilFromDays(days)
    var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
    text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":"
    text += pad(secondOfDay % 60, 2)
    if fraction != 0 { text += "." + pad(fraction, 3) }
    return text + "Z"
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}

extension Int64 {
  /// The quotient rounded toward negative infinity.
  fileprivate func floorDivided(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
