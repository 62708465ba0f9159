#!/usr/bin/env python3
"""Alert corpora with free text mixed in, for locpack-bench.

Runs another gen_alerts.py (the one in ../shared/corpus beside the repository, or
LOCPACK_FREETEXT_BASE) and replaces a share of its lines (LOCPACK_FREETEXT_SHARE, default
0.1) with free text: four to fourteen words, each either one of the corpus's own words, weighted
by how often they occur (so the common words of the templates are the common words of the free
text too), or a word of its own, as headlines and messages hold. Scripts without spaces count
and join by character. Each free-text line is a one-off in the truth. Same command line as the generator it
wraps; only --format truth and --format text are mixed, payloads pass through unchanged.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.environ.get(
    "LOCPACK_FREETEXT_BASE", os.path.join(HERE, "..", "..", "..", "shared", "corpus"))
WORD = re.compile(r"[^\W\d_]+")


def spaceless(char):
    """Whether a character belongs to a script written without spaces (Han, kana, Thai)."""
    code = ord(char)
    return 0x0E00 <= code <= 0x0E7F or 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF


def main():
    ap = argparse.ArgumentParser(prog="gen_alerts.py")
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--format", default="payloads")
    ap.add_argument("-o", "--output", default=None)
    args, rest = ap.parse_known_args()
    base = [sys.executable, os.path.join(BASE, "gen_alerts.py")]
    if args.format not in ("truth", "text"):
        sys.exit(subprocess.call(base + sys.argv[1:]))
    share = float(os.environ.get("LOCPACK_FREETEXT_SHARE", "0.1"))
    free = int(round(args.n * share))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "truth.jsonl")
        command = base + ["--lang", args.lang, "--n", str(args.n - free), "--seed",
                          str(args.seed), "--format", "truth", "-o", path] + rest
        subprocess.check_call(command)
        with open(path, encoding="utf-8") as handle:
            lines = [json.loads(line) for line in handle if line.strip()]
    counts = {}
    for line in lines:
        for word in WORD.findall(line["text"]):
            # Scripts without spaces count by character: their texts run on without breaks.
            for token in (list(word) if any(spaceless(c) for c in word) else [word]):
                counts[token] = counts.get(token, 0) + 1
    words = sorted(counts)
    weights = [counts[word] for word in words]
    rng = random.Random(args.seed * 7919 + 17)
    texts = {line["text"] for line in lines}
    made = []
    syllables = ["ka", "lo", "mi", "ra", "ten", "dor", "vi", "sa", "pel", "ung", "ex", "tra"]

    def word():
        if rng.random() < 0.5:
            return rng.choices(words, weights=weights)[0]
        if args.lang in ("zh", "ja"):
            return chr(rng.randint(0x4E00, 0x9FA5))
        return "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))

    def join(tokens):
        text = tokens[0]
        for before, token in zip(tokens, tokens[1:]):
            glued = spaceless(before[-1]) and spaceless(token[0])
            text += token if glued else " " + token
        return text

    while len(made) < free and words:
        text = join([word() for _ in range(rng.randint(4, 14))])
        text = text[:1].upper() + text[1:]
        if text in texts:
            continue
        texts.add(text)
        made.append({"text": text, "title": None, "template_id": None, "template": None,
                     "title_template": None, "args": [], "title_args": [],
                     "lang": args.lang, "key": None, "title_key": None})
    for entry in made:
        lines.insert(rng.randint(0, len(lines)), entry)
    out = open(args.output, "w", encoding="utf-8") if args.output else sys.stdout
    with out:
        for line in lines:
            if args.format == "truth":
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
            else:
                out.write(line["text"].replace("\n", " ") + "\n")


if __name__ == "__main__":
    main()
