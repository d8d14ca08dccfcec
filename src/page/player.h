/* SPDX-License-Identifier: ISC */
/*
 * player: the players a page embeds (a video, a podcast, a social
 * post), served as a link to them rather than as a frame.  Pure.
 */
#ifndef TEMPLAR_PLAYER_H
#define TEMPLAR_PLAYER_H

/*
 * What element tag (iframe, embed, object, video, audio), showing
 * absolute URL url, plays: "Video", "Audio", "Post" (a social
 * network's post) or, for a frame whose address names it a player or
 * an embed, what its title (NULL: none) says it plays, else "Embed";
 * NULL when it is none of them (an advert, a counter, a widget, a
 * network's like, share or follow button), for it to be dropped.
 */
const char *player_kind(const char *tag, const char *url, const char *title);

/* The short form of url a link's text shows: its host (no "www.")
 * and path, cut to 60 bytes with "...".  The caller frees. */
char *player_label(const char *url);

#endif
