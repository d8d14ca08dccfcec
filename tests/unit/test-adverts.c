/* SPDX-License-Identifier: ISC */
/* Unit tests for adverts.c: advertisements' labels among paragraphs. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "adverts.h"
#include "html.h"
#include "util.h"

/* The body's text once the labels below it are dropped; *n found. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, adverts_mark, n);
}

static int
label(const char *s)
{
	return adverts_is_label(s, strlen(s));
}

static void
test_adverts_labels(void)
{
	T_OK(label("Advertisement"));
	T_OK(label("- Advertisement -"));
	T_OK(label("  ADVERTISEMENT  "));
	T_OK(label("Story continues below advertisement"));
	T_OK(label("- Anzeige -"));
	T_OK(label("Publicit\xc3\xa9"));
	T_OK(label("\xd0\xa0\xd0\x95\xd0\x9a\xd0\x9b\xd0\x90\xd0\x9c\xd0\x90"));
	T_OK(label("\xe5\xb9\xbf\xe5\x91\x8a"));
	/* the list's first, a middle one and its last: bsearch finds them */
	T_OK(label("Ad"));
	T_OK(label("Annons"));
	T_OK(label("WERBUNG"));
	T_OK(label("PUBLICIT\xc3\x89"));
	T_OK(label("\xea\xb4\x91\xea\xb3\xa0"));
	/* in Hebrew, Arabic (with its hamza and without), Greek (both
	 * cases), Hungarian, Vietnamese, Thai and Hindi */
	T_OK(label("\xd7\xa4\xd7\xa8\xd7\xa1\xd7\x95\xd7\x9e\xd7\xaa"));
	T_OK(label("- \xd8\xa5\xd8\xb9\xd9\x84\xd8\xa7\xd9\x86 -"));
	T_OK(label("\xd8\xa7\xd8\xb9\xd9\x84\xd8\xa7\xd9\x86"));
	T_OK(label("\xce\x94\xce\x99\xce\x91\xce\xa6\xce\x97\xce\x9c"
		   "\xce\x99\xce\xa3\xce\x97"));
	T_OK(label("Hirdet\xc3\xa9s"));
	T_OK(label("QU\xe1\xba\xa2NG C\xc3\x81O"));
	T_OK(label("\xe0\xb9\x82\xe0\xb8\x86\xe0\xb8\xa9\xe0\xb8\x93"
		   "\xe0\xb8\xb2"));
	T_OK(label("\xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\x9c\xe0\xa5\x8d"
		   "\xe0\xa4\x9e\xe0\xa4\xbe\xe0\xa4\xaa\xe0\xa4\xa8"));
	/* a count, a sentence, another word: no label */
	T_OK(!label("Ad 1 of 3"));
	T_OK(!label("Advertisement feature: the city's new pool"));
	T_OK(!label("Advertise with us"));
	T_OK(!label(""));
	T_OK(!label("- -"));
}

static void
test_adverts_box_goes_with_its_advert(void)
{
	/* Newspaper's advert between paragraphs: the label and the linked
	 * picture go as one box; German's, and a line of its own */
	const char *page =
	    "<html><body><div>" P1
	    "<div class=rec><span>- Advertisement -</span><div><a "
	    "href=https://ads.example/c><img src=/ad.jpg></a></div></div>"
	    "<p>Anzeige</p>" P2
	    "<div><div>ADVERTISEMENT</div><iframe src=/ad></iframe></div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 3);
	T_OK(s != NULL && strstr(s, "Advertisement") == NULL &&
	    strstr(s, "ADVERTISEMENT") == NULL && strstr(s, "Anzeige") == NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL &&
	    strstr(s, "the bus.") != NULL);
	free(s);
}

static void
test_adverts_words_of_a_story_stay(void)
{
	/* the word inside a sentence; a box of two adverts is no one
	 * label's (its label alone goes); a label beside a paragraph */
	const char *page = "<html><body><div>" P1
			   "<p>The <span>advertisement</span> ran twice.</p>"
			   "<div><span>Advertising</span><img src=/a.jpg>"
			   "<img src=/b.jpg></div>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "The advertisement ran twice.") != NULL);
	T_OK(s != NULL && strstr(s, "Advertising") == NULL);
	free(s);
}

/*
 * Words of no label's list over an ad slot (an <ins> AdSense's script
 * fills): Tistory's "반응형" (responsive), a Japanese blog's
 * "スポンサーリンク" (sponsored link), in the slot's box and a box
 * around it; the same words with no slot beside them are the story's.
 */
static void
test_adverts_label_over_a_slot(void)
{
	const char *page =
	    "<html><body><div>" P1
	    "<div class=wrap><div class=unit><div class=info>"
	    "\xeb\xb0\x98\xec\x9d\x91\xed\x98\x95</div><script>x()</script>"
	    "<ins class=adsbygoogle data-ad-client=ca-pub-1></ins></div></div>"
	    "<p>\xe3\x82\xb9\xe3\x83\x9d\xe3\x83\xb3\xe3\x82\xb5\xe3\x83"
	    "\xbc\xe3\x83\xaa\xe3\x83\xb3\xe3\x82\xaf</p>" P2
	    "<div><p>Sponsored</p><ins data-ad-slot=42></ins></div>"
	    "<div><p>Sponsored by the council</p><img src=/crest.png></div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 2);
	T_OK(s != NULL &&
	    strstr(s, "\xeb\xb0\x98\xec\x9d\x91\xed\x98\x95") == NULL);
	T_OK(s != NULL && strstr(s, "Sponsored\n") == NULL);
	T_OK(s != NULL &&
	    strstr(s, "\xe3\x82\xb9\xe3\x83\x9d\xe3\x83\xb3") != NULL);
	T_OK(s != NULL && strstr(s, "Sponsored by the council") != NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL &&
	    strstr(s, "the bus.") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_adverts_labels);
	T_RUN(test_adverts_box_goes_with_its_advert);
	T_RUN(test_adverts_words_of_a_story_stay);
	T_RUN(test_adverts_label_over_a_slot);
	return t_done();
}
