/* SPDX-License-Identifier: ISC */
/*
 * fuzz-tmpl: html_parse() on arbitrary bytes as a page, then tmpl_apply()
 * of a fixed template (the usual article shapes, a strip rule) to the
 * document.  Each input is parsed twice: with no HTTP charset, and with a
 * charset label picked by the input's length; the charset sniffers
 * (html_meta_charset(), charset_canonical()) also run alone.
 * Besides not crashing or leaking (and staying within the XPath and depth
 * limits), a refusal must say why, an article must have body text and
 * HTML, and its agreement with any title and teaser must lie in [0, 1].
 * The page's own date and author (pagemeta_read(): JSON-LD, metas, a
 * byline) are read too: the author one printable line within its bound.
 * Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain program that
 * replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charset.h"
#include "html.h"
#include "pagemeta.h"
#include "tmpl.h"
#include "util.h"

#define FUZZ_TMPL_MAX (256 * 1024)
#define FUZZ_TMPL_URL "http://www.example.org/2024/05/post.html"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_tmpl_one(
    const struct tmpl *, const char *, size_t, const char *);
static void fuzz_tmpl_meta(struct html_doc *);

/* HTTP Content-Type charsets, honest and lying: NULL parses only once. */
static const char *charsets[] = { NULL, "utf-8", "windows-1252", "gb2312",
	"shift_jis", "utf-16le", "koi8-r", "no-such-charset" };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tmpl *t;
	const char *charset;
	char label[64];

	if (size > FUZZ_TMPL_MAX)
		return 0;
	/* The charset sniffers alone: the <meta> prescan, and the input's
	 * first bytes taken as a Content-Type label. */
	charset = html_meta_charset((const char *)data, size);
	if (charset != NULL && *charset == '\0')
		abort();
	memcpy(label, data, size < sizeof(label) ? size : sizeof(label) - 1);
	label[size < sizeof(label) ? size : sizeof(label) - 1] = '\0';
	(void)charset_canonical(label);

	t = tmpl_new();
	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_body_xpath(t, "//article|//div[@id='content']");
	tmpl_set_category_xpath(t, "//a[@rel='tag']|//*[@class='category']");
	tmpl_set_title_strip(t, "Example: ", " | Example");
	if (tmpl_add_body_strip(t, ".//aside|.//*[@class='share']") == -1)
		abort();
	fuzz_tmpl_one(t, (const char *)data, size, NULL);
	if ((charset = charsets[size % NELEM(charsets)]) != NULL)
		fuzz_tmpl_one(t, (const char *)data, size, charset);
	tmpl_free(t);
	return 0;
}

static void
fuzz_tmpl_one(
    const struct tmpl *t, const char *data, size_t size, const char *charset)
{
	struct html_doc *doc;
	struct article *a;
	char *cause = NULL, *title, *category;
	double v;

	if ((doc = html_parse(data, size, charset, FUZZ_TMPL_URL, &cause)) ==
	    NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
		return;
	}
	if (html_doc_charset(doc) == NULL)
		abort();
	if ((a = tmpl_apply(t, doc, &cause)) == NULL) {
		if (cause == NULL)
			abort();
		free(cause);
	} else {
		if (a->body_text == NULL || a->body_html == NULL)
			abort();
		v = tmpl_validate(a, "A post about hand planes",
		    "Restoring an old hand plane takes an afternoon.");
		if (!(v >= 0 && v <= 1))
			abort();
		v = tmpl_validate(a, a->title, a->category);
		if (!(v >= 0 && v <= 1))
			abort();
		article_free(a);
	}
	/* The title and the category alone, as the learner asks for them. */
	title = tmpl_apply_title(t, doc);
	category = tmpl_apply_category(t, doc);
	free(title);
	free(category);
	fuzz_tmpl_meta(doc);
	html_doc_free(doc);
}

/* The page's date and author: the author a bounded printable line. */
static void
fuzz_tmpl_meta(struct html_doc *doc)
{
	struct pagemeta m;
	const unsigned char *p;

	memset(&m, 0, sizeof(m));
	pagemeta_read(doc, "A post about hand planes", &m);
	if (m.author != NULL) {
		if (*m.author == '\0' || strlen(m.author) > PAGEMETA_MAX_AUTHOR)
			abort();
		for (p = (const unsigned char *)m.author; *p != '\0'; p++)
			if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
				abort();
	}
	pagemeta_clear(&m);
}
