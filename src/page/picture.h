/* SPDX-License-Identifier: ISC */
/*
 * picture: what a picture of a page is once its scripts ran: the real
 * URL behind a lazy loader, the pixels and icons that are no picture,
 * and the lead image set in front of a served body.  Pure.
 */
#ifndef TEMPLAR_PICTURE_H
#define TEMPLAR_PICTURE_H

#include <stddef.h>
#include <stdint.h>

struct _xmlNode;

/* 1 if element n is a picture, or the box of one: an <img>, <picture>,
 * <figure> or <video>. */
int picture_is_element(const struct _xmlNode *n);

/* 1 if n shows a picture: n or an element below it is an <img>. */
int picture_shows(const struct _xmlNode *n);

/* 1 if attribute name is a lazy loader's for one screen size's URL
 * ("data-src-large", "data-lazy-src-2x"), which picture_img_src() reads
 * when no other holds the picture. */
int picture_sized_attr(const char *name);
/*
 * The URL element img (an <img>) shows in a browser, as written (not
 * resolved): a lazy loader's attribute (data-src, data-lazy-src,
 * data-original...) first, else the largest candidate of its
 * data-srcset or srcset when src is missing or a stand-in (a data: URL,
 * a blank or spacer GIF), else src.  NULL when there is none; the caller
 * frees.
 */
char *picture_img_src(const struct _xmlNode *img);

/*
 * The fingerprint a picture recurs by from page to page: of the URL it
 * shows (picture_img_src()), apart from any text's (text_fingerprint());
 * 0 when it shows none.
 */
uint64_t picture_key(const struct _xmlNode *img);

/* The srcset the image is to be shown with (data-srcset, data-lazy-srcset,
 * else srcset), as written, or NULL. */
const char *picture_img_srcset(const struct _xmlNode *img);

/*
 * The URL of the picture an element that is not an <img> holds by a lazy
 * loader's attribute (a div or span with data-src, data-bg,
 * data-background...) or as a schema.org ImageObject's itemid, as
 * written: when it holds no <img> itself and
 * the URL names an image (its extension) or the element calls itself
 * one (a class with "lazy", "image", "img", "photo", "picture").  NULL
 * when none; the caller frees.
 */
char *picture_holder_src(const struct _xmlNode *el);

/*
 * The text standing for the picture element n shows (an <img> or a
 * lazy loader's holder), as written: its alt unless empty, else a lazy
 * loader's data-alt (set into alt by its script, as a holder has no
 * alt), else its aria-label (a holder drawn as an image, role="img");
 * else its alt as written (an empty alt: a picture that says nothing),
 * else NULL.
 */
const char *picture_img_alt(const struct _xmlNode *n);

/* The largest candidate of a srcset ("a.jpg 480w, b.jpg 960w"), or NULL;
 * the caller frees. */
char *picture_srcset_best(const char *srcset);

/*
 * 1 if absolute URL url is a tracking beacon rather than a picture: a
 * host named pixel or beacon, a path through a /pixel/ or /beacon/ or
 * feed-click counter (/~r/) directory, a GIF or PNG named as a pixel
 * or spacer (b.gif, 1x1.gif, pixel.png, spacer.gif...), a GIF with
 * campaign parameters (utm_).
 */
int picture_url_is_beacon(const char *url);

/*
 * 1 if img, showing url (absolute), is no picture of the story: a
 * beacon, a declared width or height of 2 pixels or less, or both
 * declared 16 or less (an icon).
 */
int picture_is_pixel(const struct _xmlNode *img, const char *url);

/*
 * 1 if img declares a side under 64 pixels: no photo (a pixel, a hidden
 * picture, an avatar, a button).
 */
int picture_is_small(const struct _xmlNode *img);

/*
 * Picture address s (an attribute's value) resolved against base (NULL:
 * s when absolute), when it is http(s) and no beacon
 * (picture_url_is_beacon()); else NULL.  The caller frees.
 */
char *picture_url(const char *base, const char *s);

/*
 * The URL of the first picture below element n (n excluded, skipped
 * elements passed over) that can lead an article: an <img> as a browser
 * shows it (picture_img_src()), resolved as picture_url() does (no
 * beacon), with no side declared under 64 pixels (a pixel, a hidden
 * picture, an avatar, a button); NULL if none.  The caller frees.
 */
char *picture_first(const struct _xmlNode *n, const char *base);

/*
 * The picture set between a story's headline and its body (the body's
 * nb nodes, a template's matches), which a body starting below it leaves
 * out: the first after headline in the page's order, before the body and
 * outside it, with no more text before it than a standfirst and a
 * byline show (past that, what follows is no longer the story's top),
 * that the page sets as a figure (in no link, and in a <figure> or
 * <picture>, offered in several sizes or declared 200 pixels wide or
 * more) and that can lead (as picture_first() judges).  NULL when
 * headline is in the body or holds it, or when none is found; the
 * caller frees.
 */
char *picture_above(struct _xmlNode *headline, struct _xmlNode *const *body,
    size_t nb, const char *base);

/*
 * Body html (the allow-list's) with the lead image image set in front
 * as a figure, unless image is not an http(s) URL or a beacon, or the
 * body already shows it (it opens with a picture, or the same image is
 * in it).  A string the caller frees.
 */
char *picture_lead(const char *html, const char *image);

/*
 * The picture body html (the allow-list's) opens with: its first
 * element, or the first inside the <div>s it opens with, when that
 * holds an image and no more text than a caption's (400 bytes, 40 of
 * them outside a figcaption), else NULL.  *rest is html without it (NULL with
 * NULL).  Strings the caller frees.
 */
char *picture_lead_cut(const char *html, char **rest);

#endif
