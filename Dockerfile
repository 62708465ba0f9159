# A CI image with locpack on the PATH:
#   docker build -t locpack .
#   docker run --rm -v "$PWD:/work" -w /work locpack lint App --reporter github
FROM swift:6.3-noble AS build
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends libxml2-dev libyaml-dev pkg-config \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
# The manifest names the test targets, so their folders come along.
COPY Tests ./Tests
RUN swift build -c release --static-swift-stdlib --product locpack \
  && install -m 0755 "$(swift build -c release --show-bin-path)/locpack" /usr/local/bin/locpack

FROM ubuntu:24.04
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends libxml2 libyaml-0-2 \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/bin/locpack /usr/local/bin/locpack
ENTRYPOINT ["locpack"]
