#ifndef LOCPACK_CLIBYAML_SHIM_H
#define LOCPACK_CLIBYAML_SHIM_H

// libyaml's event parser: the Rails i18n reader feeds it a file's bytes and walks the events.
#include <yaml.h>

#endif
