#ifndef STOREKIT_SIM_CLIBXML2_H
#define STOREKIT_SIM_CLIBXML2_H

// libxml2's xmlTextReader, opened with dlopen(3) on first use (linked directly on macOS).
//
// Loading libxml2 pulls in ICU, zlib and lzma; only `catalog load` of a property list needs it,
// so the binary does not link it and every other command starts without it. This header needs
// no libxml2 header: the reader is opaque and node types are the values of libxml2's
// xmlReaderTypes ("xmlreader: the XMLReader implementation", https://gnome.pages.gitlab.gnome.org/libxml2/html/libxml-xmlreader.html).

#include <stddef.h>

// xmlReaderTypes values the property list reader meets.
enum {
    SKXML_ELEMENT = 1,
    SKXML_TEXT = 3,
    SKXML_CDATA = 4,
    SKXML_ENTITY_REFERENCE = 5,
    SKXML_PROCESSING_INSTRUCTION = 7,
    SKXML_COMMENT = 8,
    SKXML_DOCUMENT_TYPE = 10,
    SKXML_WHITESPACE = 13,
    SKXML_SIGNIFICANT_WHITESPACE = 14,
    SKXML_END_ELEMENT = 15,
};

typedef struct skxml_reader skxml_reader;

// Opens names[0], else names[1] if `count` is 2 (the -dev package's link), with dlopen(3) and
// looks up every function the reader uses. Returns 0, or -1 with the first name's reason in `error`. Safe to call from any thread, any number
// of times: a failed attempt leaves an earlier successful load in place.
int skxml_load(const char *const *names, int count, char *error, size_t size);

// A reader over `size` bytes (not copied: they must outlive the reader), with network access
// forbidden and entities left unsubstituted. NULL when out of memory. Needs a successful skxml_load.
skxml_reader *skxml_reader_for_memory(const char *bytes, int size);
void skxml_reader_free(skxml_reader *reader);

// xmlTextReaderRead: 1 a node was read, 0 the end, -1 an error (see skxml_reader_error).
int skxml_reader_read(skxml_reader *reader);
int skxml_reader_node_type(skxml_reader *reader);
// The node's name and text (NULL when it has none); valid until the next read.
const char *skxml_reader_name(skxml_reader *reader);
const char *skxml_reader_value(skxml_reader *reader);
int skxml_reader_is_empty_element(skxml_reader *reader);
// The line libxml2 recorded for the current node (xmlGetLineNo), or -1.
long skxml_reader_node_line(skxml_reader *reader);

// The first error libxml2 reported: 1 and its message (no trailing newline), line, column and
// xmlParserErrors code, or 0 when none was reported.
int skxml_reader_error(skxml_reader *reader, char *message, size_t size, int *line, int *column, int *code);

// The first error's str1, str2 and int1 (for a tag mismatch: the open element, the end tag's
// name and the open element's line); "" and 0 when it has none.
const char *skxml_reader_error_str1(skxml_reader *reader);
const char *skxml_reader_error_str2(skxml_reader *reader);
int skxml_reader_error_int1(skxml_reader *reader);

// xmlParserErrors' XML_ERR_DOCUMENT_END: in the reader's push mode, also what a file that ends
// inside an element gets ("Extra content at the end of the document").
enum { SKXML_ERR_DOCUMENT_END = 5 };
// XML_ERR_TAG_NAME_MISMATCH: an end tag that does not close the open element.
enum { SKXML_ERR_TAG_NAME_MISMATCH = 76 };

#endif
