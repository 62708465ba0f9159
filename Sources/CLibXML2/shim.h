#ifndef LOCPACK_CLIBXML2_SHIM_H
#define LOCPACK_CLIBXML2_SHIM_H

// Debian's libxml2 headers pull in the system ICU, whose types clash with the
// ICU that Foundation bundles. Read the version header first and switch ICU off
// before any other libxml2 header sees it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#endif
