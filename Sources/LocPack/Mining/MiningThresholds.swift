/// Every threshold of the miner, with the reason for its value.
///
/// The knobs a user may turn are ``TemplateMiner/Options``; these are fixed. Bounds on work
/// (`max…` of tokens, pieces, rounds) keep untrusted input linear and stop at sizes no alert
/// reaches; the others are evidence rules, and each says what it weighs.
enum MiningThresholds {
  /// The most rounds of ``ClosedClassesPass``: each folds one more list of each template, and
  /// an alert crosses at most a few lists (its kind, a trailing sentence).
  static let maxFoldRounds = 4

  /// The most words a slot may hold to be the app's own vocabulary (``VocabularyPass``).
  ///
  /// Twelve, the months of a year: the largest closed set of words alerts commonly fill a slot
  /// from (weekdays, halves of a day, kinds of content and statuses are fewer). Names, places and
  /// messages are open classes and exceed it in any traffic.
  static let maxVocabularyWords = 12

  /// How many times a general template's words a message must have to stay out of its slot.
  ///
  /// A specific template with a slot of its own inside one of the general template's slots is
  /// a message when it has more than this many times the general one's words
  /// (``MiningState/takesInMessage(_:in:ranges:example:)``): twice, so that the general
  /// template's words are fewer than half the message's, and the rest, wording around a value,
  /// would go into the general slot. A value written out with a value of its own (`Ana and %@
  /// others`) adds a word or two to a template's few.
  static let messageWordsRatio = 2

  /// The fewest lowercase words after a slot and punctuation that make a clause of the app's
  /// own in ``MiningState/holdsClauseAfterSlot(own:range:tokens:example:)``: two, since one
  /// lowercase word after punctuation may still belong to a value (`Lee, jr`), while a clause
  /// has more than one word.
  static let minClauseWords = 2

  /// The most constant pieces of a template that may fold: each piece is left out in a key of
  /// its own, so a template of thousands of slots (from a long untrusted text) would cost their
  /// square.
  static let maxFoldPieces = 64

  /// The most tokens at each end of a differing piece that ``parts(of:piece:candidates:)``
  /// groups by.
  static let maxPartTokens = 4

  /// The longest value that may pass for a name, in bytes.
  static let maxNameBytes = 48

  /// The most tokens and slots of a template that is aligned with others.
  static let maxCrossedElements = 64

  /// The most passes over the pairs: each pass tries the templates the last one made.
  static let maxCrossedPasses = 8

  /// The most rare groups that share an anchor for it to help find a partner: more common
  /// words tell little, and would make the search quadratic.
  static let maxAlignPostings = 256

  /// The longest skeleton aligned: alerts are short, and two skeletons cost the product of
  /// their lengths, so a long untrusted text stays literal without being weighed.
  static let maxAlignElements = 64

  /// The fewest distinct texts a template aligned from rare texts needs.
  static let minAlignedTexts = 3

  /// The most places, nearest the pair, where a frame's constant text may end (or start): each
  /// is copied and counted, so an untrusted text with thousands of them stays linear.
  static let maxFrameCuts = 32

  /// The words a line's values hold, at least, when they are free text.
  static let freeTextWords = 3

  /// The most rounds in which senders made known by the strays that joined a template without
  /// words let more strays join (see ``strays(uncovered:wordless:wordy:people:)``).
  static let maxSenderRounds = 8

  /// The longest unit, in Unicode scalars: two ASCII letters, three of another script.
  static let maxUnitScalars = (ascii: 2, other: 3)

  /// The fewest characters in a row of a script without spaces that count as a template's
  /// words in ``holdsTemplateWords(_:)``.
  static let minIdeographRun = 3

  /// How many times the lines of all the other holes the lines of the frequent holes of words
  /// beside a slot must exceed for those holes to keep their words
  /// (``isOpen(_:multi:unitBesideNumber:)``).
  static let dominance = 10

  /// The longest run of words looked up: values are names, titles and short messages.
  static let maxRunWords = 8

  /// The longest value kept as evidence, in bytes; longer slot values are free text that a
  /// template's wording never equals as a whole.
  static let maxValueBytes = 128

  /// How many different templates' slots a string must fill to be data wherever it stands:
  /// more than one, so that a word a single over-general template takes as a value (`%@
  /// opened %@` with `Notes`) can still be another template's wording; three, so that two
  /// templates that share a closed set of words (`file`, `folder`) do not make them data.
  static let minValueContexts = 3

  /// How many other templates of any size must carry a run as a whole slot value for it to
  /// count as data in a template whose every word is such a run (one larger template is
  /// enough).
  ///
  /// Two: one small generic template (`%@: %@`) that takes a label as its first value
  /// (`Version: 2.1`) says nothing about the label, while a string that two unrelated
  /// messages carry whole (`ok` as a reply and as a chat line) is what users write.
  static let minCoverContexts = 2

  /// The most samples mined from a corpus larger than the sample: the first of every text,
  /// each further one of the texts no template takes yet.
  ///
  /// Two: the first sample finds the templates frequent enough to show in it, the second the
  /// rarer ones, whose texts make up most of what is left; the cost of mining stays at most
  /// twice a sample's, however large the corpus.
  static let maxSampleRounds = 2

  /// The second sample is drawn when the texts no template takes hold at least one line in
  /// this many.
  ///
  /// Twenty: the second sample costs as much as the first, and texts left that hold less than
  /// a twentieth of the lines (one-off texts beside traffic that the first round explained)
  /// would save little however many templates they gave; traffic of many rare templates
  /// leaves a fifth or more.
  static let leftShareForResample = 20

  /// How many times the check runs: a dropped template's texts go to other templates and
  /// may make their slots carry new values.
  static let valueGuardRounds = 4

  /// The most times a family's lines that the other texts holding its one word may be.
  ///
  /// Two (``MiningState/frameNames(_:hole:lines:)``), so that the family is at least half of
  /// what its word describes. A word that more than half of the texts holding it spend on
  /// other messages is shared wording, and the texts' differing words are their own.
  static let contextShare = 2
}
