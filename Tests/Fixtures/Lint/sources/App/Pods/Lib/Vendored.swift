let vendored = NSLocalizedString("VENDORED_MISSING", comment: "")
