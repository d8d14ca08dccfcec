/* SPDX-License-Identifier: ISC */
/*
 * player: an embedded player's frame runs the player's code in the
 * reader's browser, so templar never serves it; a reader gets a line
 * naming what was there and linking to it.  Which frames are players
 * is known by the hosts of the usual players (video, audio and
 * podcast hosts, social networks: what a frame of theirs shows, on any
 * site) or by an address that says so (an /embed/ or /player/ path, a
 * player. host); anything else in a frame (adverts, counters, forms)
 * is dropped as before.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "player.h"
#include "util.h"

#define PLAYER_LABEL_MAX 60 /* bytes of a link's text from its URL */

/* Hosts of players (and their subdomains), and what they play. */
static const struct {
	const char *host;
	const char *kind;
} player_hosts[] = {
	{ "youtube.com", "Video" },
	{ "youtube-nocookie.com", "Video" },
	{ "youtu.be", "Video" },
	{ "vimeo.com", "Video" },
	{ "dailymotion.com", "Video" },
	{ "twitch.tv", "Video" },
	{ "ted.com", "Video" },
	{ "wistia.com", "Video" },
	{ "wistia.net", "Video" },
	{ "jwplayer.com", "Video" },
	{ "brightcove.net", "Video" },
	{ "soundcloud.com", "Audio" },
	{ "spotify.com", "Audio" },
	{ "bandcamp.com", "Audio" },
	{ "mixcloud.com", "Audio" },
	{ "podcasts.apple.com", "Audio" },
	{ "anchor.fm", "Audio" },
	{ "podbean.com", "Audio" },
	{ "libsyn.com", "Audio" },
	{ "simplecast.com", "Audio" },
	{ "megaphone.fm", "Audio" },
	{ "buzzsprout.com", "Audio" },
	{ "omny.fm", "Audio" },
	{ "art19.com", "Audio" },
	{ "acast.com", "Audio" },
	{ "audioboom.com", "Audio" },
	{ "spreaker.com", "Audio" },
	{ "transistor.fm", "Audio" },
	{ "captivate.fm", "Audio" },
	{ "twitter.com", "Post" },
	{ "x.com", "Post" },
	{ "instagram.com", "Post" },
	{ "facebook.com", "Post" },
	{ "tiktok.com", "Post" },
	{ "threads.net", "Post" },
	{ "bsky.app", "Post" },
	{ "reddit.com", "Post" },
	{ "linkedin.com", "Post" },
};

/* Words of a file name of a button a network offers (like, share,
 * follow), a frame of its but no post. */
static const char *const player_buttons[] = { "like", "share", "follow",
	"button", "comments", "subscribe" };

/* Path directories and host labels of a player. */
static const char *const player_words[] = { "embed", "player", "video", "audio",
	"podcast" };

static int
player_word(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < NELEM(player_words); i++)
		if (strlen(player_words[i]) == n &&
		    strncasecmp(s, player_words[i], n) == 0)
			return 1;
	return 0;
}

/* 1 if url's file is a button's: a word of player_buttons[] in the last
 * segment of its path ("like.php", "tweet_button.html"). */
static int
player_is_button(const char *url)
{
	const char *p = strstr(url, "://"), *end, *seg;
	char *file;
	int found;

	p = p != NULL ? p + 3 : url;
	p += strcspn(p, "/?#");
	end = p + strcspn(p, "?#");
	for (seg = end; seg > p && seg[-1] != '/'; seg--)
		;
	file = xstrndup(seg, (size_t)(end - seg));
	found = util_holds_any(file, player_buttons, NELEM(player_buttons));
	free(file);
	return found;
}

/* What a frame named a player by its address plays, by the words of its
 * title ("embedded audio player"), else "Embed". */
static const char *
player_titled(const char *title)
{
	if (title != NULL &&
	    (strcasestr(title, "audio") != NULL ||
		strcasestr(title, "podcast") != NULL))
		return "Audio";
	if (title != NULL && strcasestr(title, "video") != NULL)
		return "Video";
	return "Embed";
}

const char *
player_kind(const char *tag, const char *url, const char *title)
{
	const char *host, *path, *seg, *end;
	size_t nhost, n, i;

	if (strcmp(tag, "video") == 0)
		return "Video";
	if (strcmp(tag, "audio") == 0)
		return "Audio";
	if ((host = strstr(url, "://")) == NULL || player_is_button(url))
		return NULL;
	host += 3;
	nhost = strcspn(host, ":/?#");
	for (i = 0; i < NELEM(player_hosts); i++) {
		n = strlen(player_hosts[i].host);
		if (nhost >= n &&
		    strncasecmp(host + nhost - n, player_hosts[i].host, n) ==
			0 &&
		    (nhost == n || host[nhost - n - 1] == '.'))
			return player_hosts[i].kind;
	}
	if (player_word(host, strcspn(host, ".:/?#")))
		return player_titled(title);
	path = host + strcspn(host, "/?#");
	end = path + strcspn(path, "?#");
	for (seg = path; seg < end && *seg == '/'; seg += n) {
		seg++;
		n = strcspn(seg, "/?#");
		if (player_word(seg, n))
			return player_titled(title);
	}
	return NULL;
}

char *
player_label(const char *url)
{
	const char *p = strstr(url, "://");
	size_t n;
	char *s;

	p = p != NULL ? p + 3 : url;
	if (strncasecmp(p, "www.", 4) == 0)
		p += 4;
	n = strcspn(p, "?#");
	while (n > 0 && p[n - 1] == '/')
		n--;
	if (n <= PLAYER_LABEL_MAX)
		return xstrndup(p, n);
	n = PLAYER_LABEL_MAX;
	while (n > 0 && ((unsigned char)p[n] & 0xc0) == 0x80)
		n--;
	s = xmalloc(n + 4);
	memcpy(s, p, n);
	memcpy(s + n, "...", 4);
	return s;
}
