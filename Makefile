# Build and install one self-contained locpack binary (the Swift runtime linked in; libxml2
# and libyaml from the system).
#
#   make                      # .build/release/locpack
#   make install PREFIX=~/.local
#   make uninstall PREFIX=~/.local

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift

.PHONY: all build install uninstall test

all: build

build:
	$(SWIFT) build -c release --static-swift-stdlib --product locpack

install: build
	install -d "$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/locpack" "$(BINDIR)/locpack"

uninstall:
	rm -f "$(BINDIR)/locpack"

test:
	$(SWIFT) test
