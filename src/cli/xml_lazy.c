/* SPDX-License-Identifier: ISC */
/*
 * xml_lazy: libxml2, loaded by the templar tool on first use.  Debian's
 * libxml2 links ICU and with it the C++ runtime, whose relocations made
 * the dynamic loader's work at every start more than all the rest of the
 * tool's, though `templar --version`, `status`, `feeds` and most of the
 * commands reading the database never parse a page.  The tool links this
 * file instead of -lxml2: each function below looks its namesake up in
 * libxml2 on its first call (lazy.h); the daemon and the tests link
 * libxml2 itself.  A libxml2 function the tool's code starts to call must
 * be added here: the tool does not link until it is.
 */
#include "config.h"

#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlstring.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include "lazy.h"

static void xml_lazy_free(void *);

/* libxml2's symbol called name, libxml2 loaded on the first call. */
static void *
xml_lazy_sym(const char *name)
{
	static void *lib;

	return lazy_sym(&lib, XML_SONAME, name);
}

/*
 * xmlFree is a variable, the function libxml2 frees with: ours calls
 * libxml2's own, which is what freed memory libxml2 allocated.
 */
xmlFreeFunc xmlFree = xml_lazy_free;

static void
xml_lazy_free(void *p)
{
	static xmlFreeFunc *fn;

	if (p == NULL)
		return;
	if (fn == NULL)
		fn = (xmlFreeFunc *)xml_lazy_sym("xmlFree");
	(*fn)(p);
}

LAZY_FN(xml_lazy_sym, const htmlEntityDesc *, htmlEntityLookup,
    (const xmlChar *name), (name))
LAZY_FN(xml_lazy_sym, htmlDocPtr, htmlReadMemory,
    (const char *buffer, int size, const char *url, const char *encoding,
	int options),
    (buffer, size, url, encoding, options))
LAZY_VOID(xml_lazy_sym, xmlInitParser, (void), ())
LAZY_FN(xml_lazy_sym, xmlParserCtxtPtr, xmlCreateMemoryParserCtxt,
    (const char *buffer, int size), (buffer, size))
LAZY_VOID(xml_lazy_sym, xmlSAX2InitHtmlDefaultSAXHandler,
    (xmlSAXHandler * hdlr), (hdlr))
LAZY_FN(xml_lazy_sym, int, htmlCtxtUseOptions,
    (htmlParserCtxtPtr ctxt, int options), (ctxt, options))
LAZY_FN(xml_lazy_sym, xmlCharEncodingHandlerPtr, xmlFindCharEncodingHandler,
    (const char *name), (name))
LAZY_FN(xml_lazy_sym, int, xmlSwitchToEncoding,
    (xmlParserCtxtPtr ctxt, xmlCharEncodingHandlerPtr handler), (ctxt, handler))
LAZY_FN(xml_lazy_sym, xmlChar *, xmlStrdup, (const xmlChar *cur), (cur))
LAZY_FN(xml_lazy_sym, int, htmlParseDocument, (htmlParserCtxtPtr ctxt), (ctxt))
LAZY_VOID(xml_lazy_sym, xmlStopParser, (xmlParserCtxtPtr ctxt), (ctxt))
LAZY_FN(xml_lazy_sym, xmlParserCtxtPtr, xmlNewParserCtxt, (void), ())
LAZY_VOID(xml_lazy_sym, xmlFreeParserCtxt, (xmlParserCtxtPtr ctxt), (ctxt))
LAZY_FN(xml_lazy_sym, xmlDocPtr, xmlCtxtReadMemory,
    (xmlParserCtxtPtr ctxt, const char *buffer, int size, const char *url,
	const char *encoding, int options),
    (ctxt, buffer, size, url, encoding, options))
LAZY_FN(xml_lazy_sym, xmlErrorPtr, xmlCtxtGetLastError, (void *ctx), (ctx))
LAZY_FN(xml_lazy_sym, xmlEntityPtr, xmlGetDocEntity,
    (const xmlDoc *doc, const xmlChar *name), (doc, name))

LAZY_VOID(xml_lazy_sym, xmlFreeDoc, (xmlDocPtr doc), (doc))
LAZY_FN(
    xml_lazy_sym, xmlNodePtr, xmlDocGetRootElement, (const xmlDoc *doc), (doc))
LAZY_VOID(xml_lazy_sym, xmlUnlinkNode, (xmlNodePtr cur), (cur))
LAZY_VOID(xml_lazy_sym, xmlFreeNode, (xmlNodePtr cur), (cur))
LAZY_VOID(xml_lazy_sym, xmlNodeSetName, (xmlNodePtr cur, const xmlChar *name),
    (cur, name))
LAZY_FN(xml_lazy_sym, xmlChar *, xmlGetProp,
    (const xmlNode *node, const xmlChar *name), (node, name))
LAZY_FN(xml_lazy_sym, int, xmlUnsetProp, (xmlNodePtr node, const xmlChar *name),
    (node, name))
LAZY_FN(
    xml_lazy_sym, xmlChar *, xmlNodeGetContent, (const xmlNode *node), (node))
LAZY_FN(xml_lazy_sym, int, xmlNodeDump,
    (xmlBufferPtr buf, xmlDocPtr doc, xmlNodePtr node, int level, int format),
    (buf, doc, node, level, format))
LAZY_FN(xml_lazy_sym, xmlBufferPtr, xmlBufferCreate, (void), ())
LAZY_VOID(xml_lazy_sym, xmlBufferFree, (xmlBufferPtr buf), (buf))
LAZY_FN(xml_lazy_sym, const xmlChar *, xmlBufferContent, (const xmlBuffer *buf),
    (buf))
LAZY_FN(xml_lazy_sym, int, xmlBufferLength, (const xmlBuffer *buf), (buf))
LAZY_FN(xml_lazy_sym, int, xmlStrcasecmp, (const xmlChar *a, const xmlChar *b),
    (a, b))
LAZY_FN(xml_lazy_sym, int, xmlStrncasecmp,
    (const xmlChar *a, const xmlChar *b, int len), (a, b, len))

LAZY_FN(xml_lazy_sym, xmlXPathContextPtr, xmlXPathNewContext, (xmlDocPtr doc),
    (doc))
LAZY_VOID(xml_lazy_sym, xmlXPathFreeContext, (xmlXPathContextPtr ctx), (ctx))
LAZY_FN(xml_lazy_sym, xmlXPathCompExprPtr, xmlXPathCtxtCompile,
    (xmlXPathContextPtr ctx, const xmlChar *str), (ctx, str))
LAZY_VOID(
    xml_lazy_sym, xmlXPathFreeCompExpr, (xmlXPathCompExprPtr comp), (comp))
LAZY_FN(xml_lazy_sym, xmlXPathObjectPtr, xmlXPathCompiledEval,
    (xmlXPathCompExprPtr comp, xmlXPathContextPtr ctx), (comp, ctx))
LAZY_FN(xml_lazy_sym, xmlXPathObjectPtr, xmlXPathEvalExpression,
    (const xmlChar *str, xmlXPathContextPtr ctx), (str, ctx))
LAZY_VOID(xml_lazy_sym, xmlXPathFreeObject, (xmlXPathObjectPtr obj), (obj))
LAZY_FN(
    xml_lazy_sym, int, xmlXPathCmpNodes, (xmlNodePtr a, xmlNodePtr b), (a, b))
LAZY_FN(
    xml_lazy_sym, xmlNodeSetPtr, xmlXPathNodeSetCreate, (xmlNodePtr val), (val))
LAZY_FN(xml_lazy_sym, int, xmlXPathNodeSetAddUnique,
    (xmlNodeSetPtr cur, xmlNodePtr val), (cur, val))
LAZY_VOID(xml_lazy_sym, xmlXPathFreeNodeSet, (xmlNodeSetPtr obj), (obj))
LAZY_FN(xml_lazy_sym, xmlXPathObjectPtr, xmlXPathWrapNodeSet,
    (xmlNodeSetPtr val), (val))
