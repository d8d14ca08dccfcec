/* SPDX-License-Identifier: ISC */
/* Unit tests for controls.c: the labels of a page's controls. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "controls.h"
#include "html.h"
#include "util.h"

/* The body's text once the controls below it are dropped; *n found. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, controls_mark, n);
}

static void
test_controls_slide_counter_and_its_bar(void)
{
	/* a viewer's slide: picture, caption, and a bar of a toggle and
	 * a counter in words of no particular language */
	const char *page =
	    "<html><body><div>" P1
	    "<div><img src=/a.jpg><span>Der Rat tagte am Dienstag.</span>"
	    "<div><div>Zeige nicht</div><div> 3 sur 12</div></div></div>"
	    "<div><span>Bild</span> <span>1</span> <span>von</span> "
	    "<span>/</span> <span>6</span></div>"
	    "<p><span>2 / 9</span></p>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 3);
	T_OK(s != NULL && strstr(s, "Dienstag") != NULL);
	T_OK(s != NULL && strstr(s, "Zeige") == NULL);
	T_OK(s != NULL && strstr(s, "sur") == NULL);
	T_OK(s != NULL && strstr(s, "Bild") == NULL);
	T_OK(s != NULL && strstr(s, "2 / 9") == NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	free(s);
}

static void
test_controls_numbers_of_a_story_stay(void)
{
	/* a fraction, a score in a table, numbers inside a sentence, a
	 * larger first number, a date */
	const char *page =
	    "<html><body><div>" P1 "<p><span>1/2</span></p>"
	    "<table><tr><td>3 / 4</td></tr></table>"
	    "<p>He won <span>2 of 5</span> games.</p>"
	    "<p><span>9 of 4</span></p><p><span>12 - 24</span></p>"
	    "<div><span>23 July 2012</span> <span>22:58</span></div>" P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "1/2") != NULL);
	T_OK(s != NULL && strstr(s, "3 / 4") != NULL);
	T_OK(s != NULL && strstr(s, "2 of 5") != NULL);
	T_OK(s != NULL && strstr(s, "9 of 4") != NULL);
	T_OK(s != NULL && strstr(s, "12 - 24") != NULL);
	T_OK(s != NULL && strstr(s, "23 July 2012") != NULL);
	free(s);
}

static void
test_controls_tally_by_a_button(void)
{
	/* a clap's count and a like's beside their buttons go with
	 * their bars; a number standing alone, one beside a link, one in
	 * a table and a lone year stay */
	const char *page =
	    "<html><body><div>" P1
	    "<div><div role=\"tooltip\"><button><svg></svg></button></div>"
	    "<div><p><span>755</span></p></div></div>"
	    "<div><button>Like</button><span>1.2K</span></div>" P2
	    "<div><span>2019</span></div>"
	    "<div><a href=\"/tag/x\">Tagged</a><span>42</span></div>"
	    "<table><tr><td>12,408</td><td><button>Sort</button></td></tr>"
	    "</table></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 2);
	T_OK(s != NULL && strstr(s, "755") == NULL);
	T_OK(s != NULL && strstr(s, "1.2K") == NULL);
	T_OK(s != NULL && strstr(s, "2019") != NULL);
	T_OK(s != NULL && strstr(s, "42") != NULL);
	T_OK(s != NULL && strstr(s, "12,408") != NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	free(s);
}

static void
test_controls_aria_and_nowhere_links(void)
{
	const char *page =
	    "<html><body><div>" P1 "<div><span role=\"button\">Teilen</span>"
	    "<div role=\"tab\">Onglet</div>"
	    "<div aria-expanded=\"false\" aria-controls=\"x\">Mehr</div>"
	    "<a href=\"#\">Fermer</a><div onclick=\"f()\">打印本页</div>"
	    "<span tabindex=\"0\">Schließen</span></div>"
	    "<p><a href=\"javascript:void(0)\">Volltext</a></p>" P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 7);
	T_OK(s != NULL && strstr(s, "打印本页") == NULL);
	T_OK(s != NULL && strstr(s, "Schließen") == NULL);
	T_OK(s != NULL && strstr(s, "Teilen") == NULL);
	T_OK(s != NULL && strstr(s, "Onglet") == NULL);
	T_OK(s != NULL && strstr(s, "Mehr") == NULL);
	T_OK(s != NULL && strstr(s, "Fermer") == NULL);
	T_OK(s != NULL && strstr(s, "Volltext") == NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	free(s);
}

static void
test_controls_story_stays(void)
{
	/* a footnote into the page, details and their summary, a link
	 * going nowhere inside a sentence, a long region a toggle opens,
	 * a dialog holding a picture */
	const char *page =
	    "<html><body><div>" P1 "<p><a href=\"#note-1\">1</a></p>"
	    "<details><summary aria-expanded=\"false\">Notes</summary>"
	    "<p>Kept aside.</p></details>"
	    "<p>The mayor, <a href=\"#\">Jo Bell</a>, spoke.</p>"
	    "<p>Both stay. <span><b><a href=\"javascript:next()\">More"
	    "</a></b></span></p>"
	    "<div aria-expanded=\"true\">The pool will close in the winter "
	    "months and open again in the spring, the mayor said.</div>"
	    "<div role=\"dialog\"><img src=/b.jpg></div>"
	    "<p><a href=\"/report\" onclick=\"count()\" tabindex=\"0\">"
	    "The full report</a></p>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Notes") != NULL);
	T_OK(s != NULL && strstr(s, "Kept aside.") != NULL);
	T_OK(s != NULL && strstr(s, "Jo Bell") != NULL);
	T_OK(s != NULL && strstr(s, "More") != NULL);
	T_OK(s != NULL && strstr(s, "spring") != NULL);
	T_OK(s != NULL && strstr(s, "The full report") != NULL);
	free(s);
}

/* A caption written in full and cut short, a toggle ending each
 * ("less", "... more"): the cut copy goes, in either order; a
 * paragraph that opens like its neighbour, with no toggle, stays. */
static void
test_controls_cut_copy(void)
{
	const char *page =
	    "<html><body><div>" P1
	    "<div class=c><div>The mayor opens the new bridge over the "
	    "harbour on Tuesday, with the council beside her.<a> less</a>"
	    "</div><div>The mayor opens the new bridge over the harbour on "
	    "Tuesday<a> ... more</a></div></div>"
	    "<div class=d><p>Ferries run late on the harbour in winter, the "
	    "clerk said<a href=#> ... more</a></p><p>Ferries run late on "
	    "the harbour in winter, the clerk said, and early in summer.</p>"
	    "</div><p>The council met on Tuesday to settle the budget for "
	    "the coming year.</p><p>The council met on Tuesday to settle "
	    "the budget for the coming year, and the pool's.</p>" P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 2);
	T_OK(s != NULL && strstr(s, "beside her.") != NULL);
	T_OK(s != NULL && strstr(s, "Tuesday ... more") == NULL);
	T_OK(s != NULL && strstr(s, "early in summer") != NULL);
	T_OK(s != NULL && strstr(s, "clerk said ... more") == NULL);
	T_OK(s != NULL && strstr(s, "coming year.\n") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_controls_slide_counter_and_its_bar);
	T_RUN(test_controls_numbers_of_a_story_stay);
	T_RUN(test_controls_tally_by_a_button);
	T_RUN(test_controls_aria_and_nowhere_links);
	T_RUN(test_controls_story_stays);
	T_RUN(test_controls_cut_copy);
	return t_done();
}
