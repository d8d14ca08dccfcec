/* SPDX-License-Identifier: ISC */
/*
 * adverts: advertisements' labels among a story's paragraphs (adverts.h;
 * METHODS.md section 5: parts of low value to the article).  News sites
 * set an advertisement between paragraphs under a line saying what it
 * is, a law in several countries (Germany's "Anzeige"); the advert is a
 * picture or a frame a script fills, and its label is all a reader of
 * the article as text gets of it: a stray "Advertisement" in the story.
 * A template drops it when it is on most of the samples (boilerplate,
 * section 3), but the label stands only where an advert does, after the
 * fourth paragraph of a long story, and a page with no template has no
 * samples.  The label is known by its words, the one word or short
 * phrase every such site uses in its language, or, beside an ad slot
 * the ad network's script fills (an <ins> of its data-ad-client or
 * data-ad-slot), by its place alone: whatever a site writes over the
 * slot ("반응형", "スポンサーリンク", "Sponsored") is its label.
 */
#include "config.h"

#include <ctype.h>
#include <string.h>

#include <libxml/tree.h>

#include "adverts.h"
#include "body.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "util.h"

/* Bytes of a label's text, its marks and spaces included. */
#define ADVERTS_LABEL 64
/* Nodes below a box read for its text: a label's box is small. */
#define ADVERTS_WALK 256
/* Pictures, frames and players a label's box may hold: one advert. */
#define ADVERTS_MEDIA 1
/* Levels from a label up to the box it shares with an ad slot. */
#define ADVERTS_UP 2

/* The labels, lower case, their words one space apart, sorted for
 * bsearch (by bytes).  Non-ASCII words also in their capitals, which
 * adverts_words() leaves alone; in UTF-8, after the Latin ones:
 * ΔΙΑΦΗΜΙΣΗ, διαφήμιση, РЕКЛАМА, Реклама, реклама, פרסומת, إعلان, اعلان,
 * تبلیغات, विज्ञापन, โฆษณา, 广告, 広告 and 광고. */
static const char *const adverts_labels[] = {
	"ad",
	"ads",
	"advertentie",
	"advertisement",
	"advertisements",
	"advertising",
	"annonce",
	"annons",
	"annonse",
	"anuncio",
	"anzeige",
	"article continues after advertisement",
	"article continues below advertisement",
	"continue reading below advertisement",
	"hirdet\xc3\x89s",
	"hirdet\xc3\xa9s",
	"iklan",
	"mainos",
	"pubblicit\xc3\x80",
	"pubblicit\xc3\xa0",
	"publicidad",
	"publicidade",
	"publicitate",
	"publicit\xc3\x89",
	"publicit\xc3\xa9",
	"qu\xe1\xba\xa2ng c\xc3\x81o",
	"qu\xe1\xba\xa3ng c\xc3\xa1o",
	"reclame",
	"reklam",
	"reklama",
	"reklame",
	"story continues below advertisement",
	"werbung",
	"\xce\x94\xce\x99\xce\x91\xce\xa6\xce\x97\xce\x9c\xce\x99\xce\xa3\xce"
	"\x97",
	"\xce\xb4\xce\xb9\xce\xb1\xcf\x86\xce\xae\xce\xbc\xce\xb9\xcf\x83\xce"
	"\xb7",
	"\xd0\xa0\xd0\x95\xd0\x9a\xd0\x9b\xd0\x90\xd0\x9c\xd0\x90",
	"\xd0\xa0\xd0\xb5\xd0\xba\xd0\xbb\xd0\xb0\xd0\xbc\xd0\xb0",
	"\xd1\x80\xd0\xb5\xd0\xba\xd0\xbb\xd0\xb0\xd0\xbc\xd0\xb0",
	"\xd7\xa4\xd7\xa8\xd7\xa1\xd7\x95\xd7\x9e\xd7\xaa",
	"\xd8\xa5\xd8\xb9\xd9\x84\xd8\xa7\xd9\x86",
	"\xd8\xa7\xd8\xb9\xd9\x84\xd8\xa7\xd9\x86",
	"\xd8\xaa\xd8\xa8\xd9\x84\xdb\x8c\xd8\xba\xd8\xa7\xd8\xaa",
	"\xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\x9c\xe0\xa5\x8d\xe0\xa4\x9e\xe0\xa4"
	"\xbe\xe0\xa4\xaa\xe0\xa4\xa8",
	"\xe0\xb9\x82\xe0\xb8\x86\xe0\xb8\xa9\xe0\xb8\x93\xe0\xb8\xb2",
	"\xe5\xb9\xbf\xe5\x91\x8a",
	"\xe5\xba\x83\xe5\x91\x8a",
	"\xea\xb4\x91\xea\xb3\xa0",
};

/* The shown text of a box as it is read, and what the box holds. */
struct adverts_box {
	char text[ADVERTS_LABEL + 1];
	size_t len;
	size_t walk;  /* nodes read */
	size_t media; /* pictures, frames, players, ad slots */
	int slot;     /* one of them an ad slot */
};

static int
adverts_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* s's words (runs of letters, ASCII ones in lower case, any other byte
 * of 0x80 up kept) one space apart into out (room cap); -1 when a digit
 * is among them (a date, a count: no label) or they do not fit. */
static int
adverts_words(const char *s, size_t len, char *out, size_t cap)
{
	size_t i, n = 0;
	int gap = 0;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (isdigit(c))
			return -1;
		if (!isalpha(c) && c < 0x80) {
			gap = n > 0;
			continue;
		}
		if (n + 2 >= cap)
			return -1;
		if (gap)
			out[n++] = ' ';
		gap = 0;
		out[n++] = (char)(c < 0x80 ? tolower(c) : c);
	}
	out[n] = '\0';
	return n > 0 ? 0 : -1;
}

/* See adverts.h. */
int
adverts_is_label(const char *s, size_t len)
{
	char words[ADVERTS_LABEL + 1];
	const char *k = words;

	return len <= ADVERTS_LABEL &&
	    adverts_words(s, len, words, sizeof(words)) == 0 &&
	    bsearch(&k, adverts_labels, NELEM(adverts_labels),
		sizeof(adverts_labels[0]), adverts_cmp) != NULL;
}

/* 1 if element n shows a picture or a player of its own. */
static int
adverts_is_media(const xmlNode *n)
{
	static const char *const media[] = { "embed", "iframe", "img", "object",
		"picture", "svg", "video" };

	return html_name_among(n, media, NELEM(media));
}

/* 1 if element n is an ad slot: an <ins> an ad network's script fills,
 * known by the attributes the script reads (AdSense's). */
static int
adverts_is_slot(const xmlNode *n)
{
	return strcmp((const char *)n->name, "ins") == 0 &&
	    (html_attr(n, "data-ad-client") != NULL ||
		html_attr(n, "data-ad-slot") != NULL);
}

/* Read the shown text below n into b; -1 once it is longer than a
 * label, holds more than one advert, or the walk is long. */
static int
adverts_read(const xmlNode *n, struct adverts_box *b, int depth)
{
	const xmlNode *c;
	size_t k;

	for (c = n->children; c != NULL; c = c->next) {
		if (++b->walk > ADVERTS_WALK)
			return -1;
		if (c->type == XML_TEXT_NODE && c->content != NULL &&
		    !html_node_is_dropped(c)) {
			k = strlen((const char *)c->content);
			if (b->len + k + 1 > ADVERTS_LABEL)
				return -1;
			memcpy(b->text + b->len, c->content, k);
			b->len += k;
			b->text[b->len++] = ' ';
			b->text[b->len] = '\0';
		} else if (c->type == XML_ELEMENT_NODE &&
		    (html_node_is_skipped(c) || adverts_is_media(c) ||
			adverts_is_slot(c))) {
			if (!html_node_is_skipped(c) &&
			    ++b->media > ADVERTS_MEDIA)
				return -1;
			b->slot |= adverts_is_slot(c);
		} else if (c->type == XML_ELEMENT_NODE) {
			if (depth >= STORY_DEPTH ||
			    adverts_read(c, b, depth + 1) < 0)
				return -1;
		}
	}
	return 0;
}

/* 1 if the shown text below n is a label alone, beside one advert at
 * most: a label by its words, or any few words beside an ad slot. */
static int
adverts_box_is_label(const xmlNode *n)
{
	struct adverts_box b;
	char words[ADVERTS_LABEL + 1];

	memset(&b, 0, sizeof(b));
	return adverts_read(n, &b, 0) == 0 &&
	    (adverts_is_label(b.text, b.len) ||
		(b.slot &&
		    adverts_words(b.text, b.len, words, sizeof(words)) == 0));
}

/*
 * What the rule says of element c below body (marks_find_cb).  A label
 * is words of an element's own (the boxes around it say none), so only
 * such an element is read, which keeps the walk linear; the box to drop
 * is then the largest around it that says the label alone.
 */
static int
adverts_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	xmlNode *box = c;
	int up;

	if (!html_node_says(c))
		return 0;
	/* words of no label's beside an ad slot: the box holding both */
	for (up = 0; !adverts_box_is_label(box); up++)
		if (up == ADVERTS_UP || box->parent == body ||
		    box->parent->type != XML_ELEMENT_NODE)
			return 0;
		else
			box = box->parent;
	while (box->parent != body && box->parent->type == XML_ELEMENT_NODE &&
	    adverts_box_is_label(box->parent))
		box = box->parent;
	/* an inline word inside a sentence is the sentence's */
	if (!html_tag_is_block((const char *)box->name) &&
	    box->parent->type == XML_ELEMENT_NODE &&
	    html_node_says(box->parent))
		return 1;
	*drop = box;
	return 1;
}

/* See adverts.h. */
size_t
adverts_mark(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, adverts_find, m);
}
