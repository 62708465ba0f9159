/// What the reader does for each SAX event: the plist rules of CoreFoundation.
extension XMLPlistReader {
  // MARK: - Elements

  func startElement(_ element: Element?, name: @autoclosure () -> String) {
    guard !failed else { return }
    let offset = elementStartOffset()
    guard let element else {
      fail(.unknownElement(name(), at: location(at: offset)))
      return
    }
    if leaf != nil {
      fail(.unexpectedElement(name(), at: location(at: offset)))
      return
    }
    if element == .plist {
      guard frames.isEmpty, root == nil else {
        fail(.unexpectedElement("plist", at: location(at: offset)))
        return
      }
      frames.append(Frame(element: .plist, offset: offset, node: -1))
      return
    }
    var isDictKey = false
    if let top = frames.last {
      switch top.element {
      case .plist:
        guard top.values.isEmpty else {
          fail(.multipleRootValues(at: location(at: offset)))
          return
        }
      case .dict:
        if !top.expectsValue {
          guard element == .key else {
            fail(.expectedKey(found: name(), at: location(at: offset)))
            return
          }
          isDictKey = true
        }
      default: break
      }
    }
    elementCount &+= 1
    guard elementCount <= limits.maxObjects else {
      fail(.tooManyValues(limit: limits.maxObjects, at: location(at: offset)))
      return
    }
    let node = appendNode(offset)
    if element.isContainer {
      guard containerDepth < limits.maxDepth else {
        fail(.nestingTooDeep(limit: limits.maxDepth, at: location(at: offset)))
        return
      }
      containerDepth += 1
      frames.append(Frame(element: element, offset: offset, node: node))
    } else {
      leaf = element
      leafIsDictKey = isDictKey
      leafOffset = offset
      leafNode = node
      text.removeAll(keepingCapacity: true)
    }
  }

  func endElement() {
    guard !failed else { return }
    if let element = leaf {
      leaf = nil
      if leafIsDictKey {
        let key = String(decoding: text, as: UTF8.self)
        let last = frames.count - 1
        frames[last].keys.append(key)
        frames[last].keyOffsets.append(leafOffset)
        frames[last].expectsValue = true
        return
      }
      guard let value = leafValue(element) else { return }
      complete(value, node: leafNode)
      return
    }
    guard let frame = frames.popLast() else { return }
    switch frame.element {
    case .plist:
      guard let value = frame.values.first else {
        fail(.emptyPlist(at: location(at: frame.offset)))
        return
      }
      root = value
    case .array:
      containerDepth -= 1
      complete(.array(frame.values), node: frame.node)
    default:
      containerDepth -= 1
      if frame.expectsValue, let key = frame.keys.last, let offset = frame.keyOffsets.last {
        fail(.missingValue(key: key, at: location(at: offset)))
        return
      }
      complete(dictionaryValue(frame), node: frame.node)
    }
  }

  /// Hands a finished value to its container, or makes it the root.
  func complete(_ value: PlistValue, node: Int) {
    if node >= 0 { nodeEnds[node] = UInt32(truncatingIfNeeded: nodeOffsets.count) }
    let last = frames.count - 1
    guard last >= 0 else {
      root = value
      return
    }
    frames[last].values.append(value)
    frames[last].expectsValue = false
  }

  private func dictionaryValue(_ frame: Frame) -> PlistValue {
    var dictionary = PlistDictionary()
    for (key, value) in zip(frame.keys, frame.values) { dictionary[key] = value }
    if dictionary.count < frame.keys.count {
      reportDuplicates(frame)
      if frame.node >= 0 { documentOrderKeys[frame.node] = frame.keys }
    }
    if frame.keys.count == 1, frame.keys[0] == "CF$UID",
      case .integer(let number) = frame.values[0],
      case .signed(let uid) = number, uid >= 0, uid <= Int64(UInt32.max)
    {
      return .uid(UInt64(uid))
    }
    return .dictionary(dictionary)
  }

  private func reportDuplicates(_ frame: Frame) {
    var first: [String: Int] = [:]
    for (position, key) in frame.keys.enumerated() {
      if let earlier = first[key] {
        diagnostics.append(
          Diagnostic(
            .warning, id: "plist.xml-duplicate-key",
            "duplicate key '\(key)'; the last value wins",
            at: location(at: frame.keyOffsets[position]),
            notes: [.init("first defined here", at: location(at: frame.keyOffsets[earlier]))]))
      } else {
        first[key] = position
      }
    }
  }

  // MARK: - Leaf values

  private func leafValue(_ element: Element) -> PlistValue? {
    let at = { self.location(at: self.leafOffset) }
    let textString = { String(decoding: self.text, as: UTF8.self) }
    switch element {
    case .string, .key:
      return .string(String(decoding: text, as: UTF8.self))
    case .integer:
      switch text.withUnsafeBufferPointer(XMLPlistScalars.parseInteger) {
      case .value(let number): return .integer(number)
      case .invalid: fail(.invalidInteger(textString(), at: at()))
      case .outOfRange: fail(.integerOutOfRange(textString(), at: at()))
      }
    case .real:
      if let real = text.withUnsafeBufferPointer(XMLPlistScalars.parseReal) { return .real(real) }
      fail(.invalidReal(textString(), at: at()))
    case .date:
      guard let date = text.withUnsafeBufferPointer(XMLPlistScalars.parseDate) else {
        fail(.invalidDate(textString(), at: at()))
        return nil
      }
      if date.isTruncated {
        diagnostics.append(
          Diagnostic(
            .warning, id: "plist.xml-truncated-date",
            "date '\(textString())' is not in the full form YYYY-MM-DDTHH:MM:SSZ that "
              + "CoreFoundation requires", at: at()))
      }
      return .date(date.seconds)
    case .data:
      if let bytes = text.withUnsafeBufferPointer(XMLPlistScalars.decodeBase64) {
        return .data(bytes)
      }
      fail(.invalidData(at: at()))
    case .true, .false:
      guard text.isEmpty else {
        fail(.invalidBoolean(at: at()))
        return nil
      }
      return .bool(element == .true)
    case .plist, .dict, .array:
      return nil
    }
    return nil
  }

  // MARK: - Text

  func characters(_ bytes: UnsafeBufferPointer<UInt8>, inputBase: UnsafePointer<UInt8>?) {
    guard !failed else { return }
    if let leaf {
      if leaf == .string || leaf == .key, text.count &+ bytes.count > limits.maxStringBytes {
        fail(.stringTooLong(limit: limits.maxStringBytes, at: location(at: leafOffset)))
        return
      }
      text.append(contentsOf: bytes)
      return
    }
    for (index, byte) in bytes.enumerated() where !XMLPlistScalars.isSpace(byte) {
      var offset = currentOffset()
      if let start = bytes.baseAddress, let inputBase, let input = parser?.pointee.input,
        let end = input.pointee.end, start >= inputBase, start < end
      {
        offset = Int(input.pointee.consumed) + (start - inputBase) + index
      }
      fail(.unexpectedText(at: location(at: offset)))
      return
    }
  }
}
