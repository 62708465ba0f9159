let tested = NSLocalizedString("TEST_ONLY_MISSING", comment: "")
