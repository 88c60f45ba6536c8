// libxml2 behind dlopen(3): see include/CLibXML2.h for why it is not linked on Linux.
#include "CLibXML2.h"

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CLibraryLoader.h"

#if LIBXML_VERSION >= 21200
typedef const xmlError *skxml_error_pointer;
#else
typedef xmlErrorPtr skxml_error_pointer;
#endif

// Each function of libxml2 the reader calls, as (field, function): the table's fields, the
// look-ups and macOS's direct assignments all come from this list.
#define SKXML_FUNCTIONS(X) \
    X(init_parser, xmlInitParser) X(reader_for_memory, xmlReaderForMemory) X(free_reader, xmlFreeTextReader) \
    X(read, xmlTextReaderRead) X(node_type, xmlTextReaderNodeType) X(const_name, xmlTextReaderConstName) \
    X(const_value, xmlTextReaderConstValue) X(is_empty_element, xmlTextReaderIsEmptyElement) \
    X(current_node, xmlTextReaderCurrentNode) X(line_number, xmlGetLineNo) \
    X(set_error_handler, xmlTextReaderSetStructuredErrorHandler)

// Typed from libxml2's own declarations.
static struct {
#define SKXML_FIELD(field, function) __typeof__(&function) field;
    SKXML_FUNCTIONS(SKXML_FIELD)
#undef SKXML_FIELD
} xml;

static sk_library_state xml_state = SK_LIBRARY_STATE_INIT;
static pthread_once_t xml_init_once = PTHREAD_ONCE_INIT;

// Once, before any thread parses ("Thread safety" in libxml2's documentation).
static void skxml_init_parser(void) { xml.init_parser(); }

int skxml_load(const char *const *names, int count, char *error, size_t size) {
#ifdef __APPLE__
    (void)names; (void)count; (void)error; (void)size;
    pthread_mutex_lock(&xml_state.lock);
    if (!xml_state.loaded) {
#define SKXML_ASSIGN(field, function) xml.field = &function;
        SKXML_FUNCTIONS(SKXML_ASSIGN)
#undef SKXML_ASSIGN
        xml_state.loaded = 1;
    }
    pthread_mutex_unlock(&xml_state.lock);
#else
    if (count < 1) {
        snprintf(error, size, "no library name given");
        return -1;
    }
#define SKXML_NAME(field, function) #function,
    static const char *const functions[] = {SKXML_FUNCTIONS(SKXML_NAME)};
#undef SKXML_NAME
    _Static_assert(sizeof functions / sizeof *functions == sizeof xml / sizeof(void *), "one pointer per name");
    if (sk_load_library(&xml_state, names[0], count > 1 ? names[1] : NULL, functions, (void **)&xml,
                        sizeof functions / sizeof *functions, error, size) != 0) return -1;
#endif
    pthread_once(&xml_init_once, skxml_init_parser);
    return 0;
}

struct skxml_reader {
    xmlTextReaderPtr reader;
    int has_error;
    int line;
    int column;
    int code;
    char message[512];
    char str1[256];
    char str2[256];
    int int1;
};

// Keeps the first error or fatal error; warnings (level 1) are not errors of the file.
static void skxml_on_error(void *data, skxml_error_pointer error) {
    struct skxml_reader *owner = data;
    if (error == NULL || owner->has_error || error->level < XML_ERR_ERROR) return;
    owner->has_error = 1;
    owner->line = error->line;
    owner->column = error->int2;
    owner->code = error->code;
    snprintf(owner->str1, sizeof owner->str1, "%s", error->str1 ? error->str1 : "");
    snprintf(owner->str2, sizeof owner->str2, "%s", error->str2 ? error->str2 : "");
    owner->int1 = error->int1;
    snprintf(owner->message, sizeof owner->message, "%s", error->message ? error->message : "unknown error");
    size_t length = strlen(owner->message);
    while (length > 0 && (owner->message[length - 1] == '\n' || owner->message[length - 1] == ' ')) owner->message[--length] = 0;
}

skxml_reader *skxml_reader_for_memory(const char *bytes, int size) {
    struct skxml_reader *owner = calloc(1, sizeof *owner);
    if (owner == NULL) return NULL;
    // No XML_PARSE_NOENT (entities stay references), no DTD loading, no network.
    owner->reader = xml.reader_for_memory(bytes, size, NULL, NULL, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
    if (owner->reader == NULL) { free(owner); return NULL; }
    xml.set_error_handler(owner->reader, (xmlStructuredErrorFunc)skxml_on_error, owner);
    return owner;
}

void skxml_reader_free(skxml_reader *reader) {
    if (reader == NULL) return;
    xml.free_reader(reader->reader);
    free(reader);
}

int skxml_reader_read(skxml_reader *reader) { return xml.read(reader->reader); }
int skxml_reader_node_type(skxml_reader *reader) { return xml.node_type(reader->reader); }
const char *skxml_reader_name(skxml_reader *reader) { return (const char *)xml.const_name(reader->reader); }
const char *skxml_reader_value(skxml_reader *reader) { return (const char *)xml.const_value(reader->reader); }
int skxml_reader_is_empty_element(skxml_reader *reader) { return xml.is_empty_element(reader->reader); }

long skxml_reader_node_line(skxml_reader *reader) {
    xmlNodePtr node = xml.current_node(reader->reader);
    return node == NULL ? -1 : xml.line_number(node);
}

int skxml_reader_error(skxml_reader *reader, char *message, size_t size, int *line, int *column, int *code) {
    if (!reader->has_error) return 0;
    snprintf(message, size, "%s", reader->message);
    *line = reader->line;
    *column = reader->column;
    *code = reader->code;
    return 1;
}

const char *skxml_reader_error_str1(skxml_reader *reader) { return reader->str1; }
const char *skxml_reader_error_str2(skxml_reader *reader) { return reader->str2; }
int skxml_reader_error_int1(skxml_reader *reader) { return reader->int1; }
