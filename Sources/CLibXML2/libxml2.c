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
#ifndef __APPLE__
#include <dlfcn.h>
#endif

#if LIBXML_VERSION >= 21200
typedef const xmlError *skxml_error_pointer;
#else
typedef xmlErrorPtr skxml_error_pointer;
#endif

// Each function of libxml2 the reader calls, typed from libxml2's own declarations.
static struct {
    __typeof__(&xmlInitParser) init_parser;
    __typeof__(&xmlReaderForMemory) reader_for_memory;
    __typeof__(&xmlFreeTextReader) free_reader;
    __typeof__(&xmlTextReaderRead) read;
    __typeof__(&xmlTextReaderNodeType) node_type;
    __typeof__(&xmlTextReaderConstName) const_name;
    __typeof__(&xmlTextReaderConstValue) const_value;
    __typeof__(&xmlTextReaderIsEmptyElement) is_empty_element;
    __typeof__(&xmlTextReaderCurrentNode) current_node;
    __typeof__(&xmlGetLineNo) line_number;
    __typeof__(&xmlTextReaderSetStructuredErrorHandler) set_error_handler;
} xml;

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded = 0;

int skxml_load(const char *const *names, int count, char *error, size_t size) {
    pthread_mutex_lock(&load_lock);
#ifdef __APPLE__
    (void)names; (void)count; (void)error; (void)size;
    if (!loaded) {
        xml.init_parser = &xmlInitParser;
        xml.reader_for_memory = &xmlReaderForMemory;
        xml.free_reader = &xmlFreeTextReader;
        xml.read = &xmlTextReaderRead;
        xml.node_type = &xmlTextReaderNodeType;
        xml.const_name = &xmlTextReaderConstName;
        xml.const_value = &xmlTextReaderConstValue;
        xml.is_empty_element = &xmlTextReaderIsEmptyElement;
        xml.current_node = &xmlTextReaderCurrentNode;
        xml.line_number = &xmlGetLineNo;
        xml.set_error_handler = &xmlTextReaderSetStructuredErrorHandler;
        xml.init_parser();
        loaded = 1;
    }
    pthread_mutex_unlock(&load_lock);
    return 0;
#else
    void *handle = NULL;
    const char *reason = "no library name given";
    for (int i = 0; i < count && handle == NULL; i++) {
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) reason = dlerror();
    }
    if (handle == NULL) {
        snprintf(error, size, "%s", reason ? reason : "dlopen failed");
        pthread_mutex_unlock(&load_lock);
        return -1;
    }
    if (loaded) {
        // Already set up by an earlier load; dlopen only counted one more reference.
        pthread_mutex_unlock(&load_lock);
        return 0;
    }
#define SKXML_LOOK_UP(field, symbol) \
    do { \
        *(void **)&xml.field = dlsym(handle, #symbol); \
        if (xml.field == NULL) { \
            snprintf(error, size, "%s has no function %s", names[0], #symbol); \
            dlclose(handle); \
            pthread_mutex_unlock(&load_lock); \
            return -1; \
        } \
    } while (0)
    SKXML_LOOK_UP(init_parser, xmlInitParser);
    SKXML_LOOK_UP(reader_for_memory, xmlReaderForMemory);
    SKXML_LOOK_UP(free_reader, xmlFreeTextReader);
    SKXML_LOOK_UP(read, xmlTextReaderRead);
    SKXML_LOOK_UP(node_type, xmlTextReaderNodeType);
    SKXML_LOOK_UP(const_name, xmlTextReaderConstName);
    SKXML_LOOK_UP(const_value, xmlTextReaderConstValue);
    SKXML_LOOK_UP(is_empty_element, xmlTextReaderIsEmptyElement);
    SKXML_LOOK_UP(current_node, xmlTextReaderCurrentNode);
    SKXML_LOOK_UP(line_number, xmlGetLineNo);
    SKXML_LOOK_UP(set_error_handler, xmlTextReaderSetStructuredErrorHandler);
#undef SKXML_LOOK_UP
    // Once, before any thread parses ("Thread safety" in libxml2's documentation).
    xml.init_parser();
    loaded = 1;
    pthread_mutex_unlock(&load_lock);
    return 0;
#endif
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
