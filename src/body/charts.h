/* SPDX-License-Identifier: ISC */
/*
 * charts: the labels of a chart drawn as an image with its text set over
 * it, found by their structure.  Pure.
 */
#ifndef TEMPLAR_CHARTS_H
#define TEMPLAR_CHARTS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the charts below body: an
 * element with three or more children placed by their inline style (a
 * "top" and a "left" or "right" declaration), each saying a few words
 * (a title, an axis's ticks, a value), with the largest container
 * around it that says little else (its lead-in line).  A rule of body.h: it
 * marks into m, for the caller to undo.  Return the number of charts dropped.
 */
size_t charts_mark(const struct body_page *pg, struct marks *m);

#endif
