/* SPDX-License-Identifier: ISC */
/*
 * test-conf: the config parser.  Values and units, defaults, every error
 * message a person reads, includes and drop-ins on real files (in a
 * temporary folder), the round trip through conf_format(), and the
 * shipped etc/templar.conf and man/templar.conf.5 kept in step with the
 * key tables.
 */
#include "config.h"

#include <sys/stat.h>

#include <ftw.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/t.h"
#include "conf.h"
#include "util.h"

static char tmpdir[64];

/* Parse text; return the conf (or NULL) and leave errors in *cause. */
static struct conf *
parse(const char *text, char **cause)
{
	*cause = NULL;
	return conf_parse_buffer(text, strlen(text), "t.conf", cause);
}

/* Parse text that must fail; return its error text (caller frees). */
static char *
parse_error(const char *text)
{
	struct conf *conf;
	char *cause;

	conf = parse(text, &cause);
	T_OK_MSG(conf == NULL, "config is refused");
	conf_free(conf);
	return cause != NULL ? cause : xstrdup("(no cause)");
}

/* s on one line (newlines shown as " | "), for TAP messages. */
static const char *
oneline(const char *s)
{
	static char line[2048];
	size_t i;

	if (s == NULL)
		return "(null)";
	for (i = 0; s[i] != '\0' && i < sizeof(line) - 1; i++)
		line[i] = s[i] == '\n' ? '|' : s[i];
	line[i] = '\0';
	return line;
}

/*
 * Compare two texts of several lines; on a difference show both as TAP
 * comments, since a multi-line message would break the TAP stream.
 */
static void
same_text(const char *got, const char *want, const char *what)
{
	const char *p;
	int ok = got != NULL && want != NULL && strcmp(got, want) == 0;

	T_OK_MSG(ok, "%s", what);
	if (ok)
		return;
	printf("# want:\n# ");
	for (p = want != NULL ? want : "(null)"; *p != '\0'; p++)
		printf(*p == '\n' ? "\n# " : "%c", *p);
	printf("\n# got:\n# ");
	for (p = got != NULL ? got : "(null)"; *p != '\0'; p++)
		printf(*p == '\n' ? "\n# " : "%c", *p);
	printf("\n");
}

static void
write_file(const char *rel, const char *text)
{
	char path[512];
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	if ((fp = fopen(path, "w")) == NULL) {
		printf("Bail out! cannot write %s\n", path);
		exit(1);
	}
	fputs(text, fp);
	fclose(fp);
}

static char *
tmp_path(const char *rel)
{
	char *s;

	xasprintf(&s, "%s/%s", tmpdir, rel);
	return s;
}

/* tmp_path() into a static buffer, for one-off calls. */
static const char *
tmp_path_static(const char *rel)
{
	static char path[512];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	return path;
}

static int
remove_cb(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(path);
}

static void
cleanup_tmpdir(void)
{
	nftw(tmpdir, remove_cb, 16, FTW_DEPTH | FTW_PHYS);
}

static void
test_conf_defaults_match_documented_values(void)
{
	struct conf *conf = conf_defaults();

	T_OK(util_startswith(conf->user_agent, "templar/"));
	T_OK(strstr(conf->database, "/lib/templar/templar.db") != NULL);
	T_INT(conf->host_delay, 2000);
	T_INT(conf->max_connections, 32);
	T_INT(conf->learn_entries, 5);
	T_NEAR(conf->relearn_below, 0.6, 1e-12);
	T_INT(conf->interval, 30 * 60 * 1000);
	T_INT(conf->timeout, 60000);
	T_INT(conf->connect_timeout, 15000);
	T_INT(conf->max_page_size, 16 * 1024 * 1024);
	T_INT(conf->max_feed_size, 16 * 1024 * 1024);
	T_INT(conf->max_entries, 1000);
	T_INT(conf->feed_new_entries, 200);
	T_INT(conf->feed_max_waiting, 5000);
	T_INT(conf->feed_new_pages, 200);
	T_INT(conf->feed_bytes_per_day, 256 * 1024 * 1024);
	T_INT(conf->nfeeds, 0);
	T_INT(conf->nsites, 0);
	conf_free(conf);
	conf_free(NULL);
}

static void
test_conf_parse_daemon_feeds_and_sites(void)
{
	struct conf *conf;
	const struct conf_feed *f;
	char *cause;

	conf = parse("# a comment\n"
		     "; another\n"
		     "[daemon]\n"
		     "database = /tmp/x.db\n"
		     "user_agent = test-agent/1.0 (+mailto:a@example.org)\n"
		     "host_delay = 50ms\n"
		     "max_connections = 4\n"
		     "learn_entries = 3\n"
		     "relearn_below = 0.45\n"
		     "interval = 10m\n"
		     "timeout = 0.5m\n"
		     "connect_timeout = 1500ms\n"
		     "max_page_size = 512K\n"
		     "max_feed_size = 2M\n"
		     "max_entries = 200\n"
		     "\n"
		     "[feed \"lwn\"]\n"
		     "url = https://lwn.net/headlines/rss\n"
		     "\n"
		     "  [ feed \"other-1\" ]  \n"
		     "\turl=http://127.0.0.2:8080/feed.xml\n"
		     "interval = 1h\n"
		     "body_xpath = //div[@class='ArticleText']\n"
		     "title_xpath = //h1\n"
		     "category_xpath = //nav[@id='crumbs']/a[last()]\n"
		     "[site \"example\"]\n"
		     "url = https://example.com/\n",
	    &cause);
	T_OK_MSG(conf != NULL, "parses (%s)", oneline(cause));
	if (conf == NULL) {
		free(cause);
		return;
	}
	T_STR(conf->path, "t.conf");
	T_STR(conf->database, "/tmp/x.db");
	T_STR(conf->user_agent, "test-agent/1.0 (+mailto:a@example.org)");
	T_INT(conf->host_delay, 50);
	T_INT(conf->max_connections, 4);
	T_INT(conf->learn_entries, 3);
	T_NEAR(conf->relearn_below, 0.45, 1e-12);
	T_INT(conf->interval, 600000);
	T_INT(conf->timeout, 30000);
	T_INT(conf->connect_timeout, 1500);
	T_INT(conf->max_page_size, 512 * 1024);
	T_INT(conf->max_feed_size, 2 * 1024 * 1024);
	T_INT(conf->max_entries, 200);
	T_INT(conf->nfeeds, 2);
	f = conf_feed_find(conf, "lwn");
	T_OK(f != NULL && f == &conf->feeds[0]);
	if (f != NULL) {
		T_STR(f->url, "https://lwn.net/headlines/rss");
		T_INT(f->interval, 600000); /* the [daemon] interval */
		T_STR(f->body_xpath, NULL);
		T_STR(f->file, "t.conf");
		T_INT(f->line, 17);
	}
	f = conf_feed_find(conf, "other-1");
	T_OK(f != NULL);
	if (f != NULL) {
		T_STR(f->url, "http://127.0.0.2:8080/feed.xml");
		T_INT(f->interval, 3600000);
		T_STR(f->body_xpath, "//div[@class='ArticleText']");
		T_STR(f->title_xpath, "//h1");
		T_STR(f->category_xpath, "//nav[@id='crumbs']/a[last()]");
		T_INT(f->line, 20);
	}
	T_OK(conf_feed_find(conf, "missing") == NULL);
	T_OK(conf_feed_find(conf, NULL) == NULL);
	T_INT(conf->nsites, 1);
	if (conf->nsites == 1) {
		T_STR(conf->sites[0].name, "example");
		T_STR(conf->sites[0].url, "https://example.com/");
		T_INT(conf->sites[0].line, 26);
	}
	conf_free(conf);
}

static void
test_conf_daemon_interval_later_in_file_still_inherited(void)
{
	struct conf *conf;
	char *cause;

	conf = parse("[feed \"a\"]\nurl = http://a.example/f\n"
		     "[daemon]\ninterval = 5m\n",
	    &cause);
	T_OK(conf != NULL);
	if (conf != NULL)
		T_INT(conf->feeds[0].interval, 300000);
	conf_free(conf);
	free(cause);
}

static void
test_conf_comments_quotes_and_hashes(void)
{
	struct conf *conf;
	char *cause;

	conf = parse("[daemon]\n"
		     "host_delay = 2s   # least gap between two requests\n"
		     "user_agent = \"  spaced # not a comment \\\"q\\\" \\\\ \""
		     "  # comment\n"
		     "[feed \"f\"]\n"
		     "url = http://a.example/feed#frag\n"
		     "body_xpath = \"//div[@id='#x']\"\n"
		     "title_xpath = //h1#not-a-comment\n",
	    &cause);
	T_OK_MSG(conf != NULL, "parses (%s)", oneline(cause));
	if (conf != NULL) {
		T_INT(conf->host_delay, 2000);
		T_STR(conf->user_agent, "  spaced # not a comment \"q\" \\ ");
		T_STR(conf->feeds[0].url, "http://a.example/feed#frag");
		T_STR(conf->feeds[0].body_xpath, "//div[@id='#x']");
		T_STR(conf->feeds[0].title_xpath, "//h1#not-a-comment");
	}
	conf_free(conf);
	free(cause);
}

static void
test_conf_crlf_bom_and_no_final_newline(void)
{
	struct conf *conf;
	char *cause;

	conf = parse("\xef\xbb\xbf[daemon]\r\nhost_delay = 3s\r\n"
		     "[feed \"f\"]\r\nurl = http://a.example/f",
	    &cause);
	T_OK_MSG(conf != NULL, "parses (%s)", oneline(cause));
	if (conf != NULL) {
		T_INT(conf->host_delay, 3000);
		T_STR(conf->feeds[0].url, "http://a.example/f");
	}
	conf_free(conf);
	free(cause);
}

static void
test_conf_error_names_file_line_key_and_bound(void)
{
	char *e;

	e = parse_error("[daemon]\n\n\n\n\n\nhost_delay = 2h\n");
	T_STR(
	    oneline(e), "t.conf:7: host_delay: 2h is above the maximum of 1h");
	free(e);
	e = parse_error("[daemon]\nmax_connections = 0\n");
	T_STR(oneline(e),
	    "t.conf:2: max_connections: 0 is below the minimum of 1");
	free(e);
	e = parse_error("[daemon]\nmax_page_size = 2G\n");
	T_STR(oneline(e),
	    "t.conf:2: max_page_size: 2G is above the maximum of 1G");
	free(e);
	e = parse_error("[daemon]\nrelearn_below = 1.5\n");
	T_STR(oneline(e),
	    "t.conf:2: relearn_below: 1.5 is above the maximum of 1");
	free(e);
	e = parse_error("[daemon]\nrelearn_below = -0.1\n");
	T_STR(oneline(e),
	    "t.conf:2: relearn_below: -0.1 is below the minimum of 0");
	free(e);
	e = parse_error("[daemon]\nrelearn_below = 0x1p-1\n");
	T_STR(oneline(e),
	    "t.conf:2: relearn_below: '0x1p-1' is not a number (e.g. 0.6)");
	free(e);
	e = parse_error("[daemon]\ninterval = 10ms\n");
	T_STR(
	    oneline(e), "t.conf:2: interval: 10ms is below the minimum of 1s");
	free(e);
	e = parse_error("[daemon]\nmax_entries = 3.5\n");
	T_STR(oneline(e), "t.conf:2: max_entries: '3.5' is not a whole number");
	free(e);
	e = parse_error("[daemon]\ntimeout = soon\n");
	T_OK_MSG(
	    util_startswith(e, "t.conf:2: timeout: 'soon' is not a duration"),
	    "%s", oneline(e));
	free(e);
	e = parse_error("[daemon]\nmax_feed_size = big\n");
	T_OK_MSG(
	    util_startswith(e, "t.conf:2: max_feed_size: 'big' is not a size"),
	    "%s", oneline(e));
	free(e);
	e = parse_error("[daemon]\nhost_delay =\n");
	T_STR(oneline(e), "t.conf:2: host_delay: empty value");
	free(e);
	e = parse_error("[daemon]\nuser_agent = bad\x01agent\n");
	T_STR(oneline(e), "t.conf:2: user_agent: control character in value");
	free(e);
}

/* allow_private_addresses: ranges checked at parse time, kept as written. */
static void
test_conf_allow_private_addresses(void)
{
	struct conf *conf;
	char *e, *cause = NULL, *text;

	conf = conf_defaults();
	T_STR(conf->allow_private_addresses, "none");
	conf_free(conf);
	conf = parse("[daemon]\n"
		     "allow_private_addresses = 10.1.0.0/16, fd00::/8 ::1\n",
	    &cause);
	T_OK_MSG(conf != NULL, "parses (%s)", oneline(cause));
	if (conf != NULL) {
		T_STR(
		    conf->allow_private_addresses, "10.1.0.0/16, fd00::/8 ::1");
		text = conf_format(conf);
		T_OK_MSG(strstr(text,
			     "\nallow_private_addresses = 10.1.0.0/16, "
			     "fd00::/8 ::1\n") != NULL,
		    "formatted: %s", oneline(text));
		free(text);
		conf_free(conf);
	}
	free(cause);
	e = parse_error("# x\n\n\n[daemon]\nhost_delay = 1s\n\n"
			"allow_private_addresses = 10.0.0.0/33\n");
	T_STR(oneline(e),
	    "t.conf:7: allow_private_addresses: 10.0.0.0/33 is "
	    "not an address range");
	free(e);
	e = parse_error("[daemon]\nallow_private_addresses = localhost\n");
	T_STR(oneline(e),
	    "t.conf:2: allow_private_addresses: localhost is "
	    "not an address range");
	free(e);
	e = parse_error("[daemon]\nallow_private_addresses = 10.1.2.3/8\n");
	T_STR(oneline(e),
	    "t.conf:2: allow_private_addresses: 10.1.2.3/8 is "
	    "not an address range (bits set past the prefix: "
	    "10.0.0.0/8?)");
	free(e);
}

static void
test_conf_reports_every_error_at_once(void)
{
	char *e, *p;
	int lines = 1;

	e = parse_error("[daemon]\n"
			"host_delay = 2h\n"
			"hots_delay = 1s\n"
			"max_connections = many\n"
			"[feed \"ok\"]\n"
			"url = ftp://example.org/feed\n"
			"[feed \"nourl\"]\n"
			"interval = 1h\n");
	for (p = e; *p != '\0'; p++)
		lines += *p == '\n';
	T_INT(lines, 5); /* the refused ftp url is not also "required" */
	T_OK_MSG(strstr(e,
		     "t.conf:2: host_delay: 2h is above the maximum "
		     "of 1h\n") != NULL,
	    "%s", oneline(e));
	T_OK_MSG(strstr(e,
		     "t.conf:3: hots_delay: unknown key in [daemon] "
		     "(did you mean host_delay?)\n") != NULL,
	    "%s", oneline(e));
	T_OK_MSG(strstr(e,
		     "t.conf:4: max_connections: 'many' is not a "
		     "whole number\n") != NULL,
	    "%s", oneline(e));
	T_OK_MSG(strstr(e,
		     "t.conf:6: url: 'ftp://example.org/feed' is not "
		     "an absolute http or https URL\n") != NULL,
	    "%s", oneline(e));
	T_OK_MSG(strstr(e, "t.conf:7: feed \"nourl\": url is required") != NULL,
	    "%s", oneline(e));
	free(e);
}

static void
test_conf_broken_fixture_gives_expected_errors(void)
{
	struct conf *conf;
	char *text, *want, *cause = NULL;
	size_t len, wlen;

	text = t_read_file(t_data_path("conf/broken.conf"), &len);
	want = t_read_file(t_data_path("conf/broken.expected"), &wlen);
	if (wlen > 0 && want[wlen - 1] == '\n')
		want[wlen - 1] = '\0';
	conf = conf_parse_buffer(text, len, "broken.conf", &cause);
	T_OK(conf == NULL);
	same_text(cause, want, "every mistake reported, in order");
	free(cause);
	free(want);
	free(text);
}

static void
test_conf_unknown_key_without_close_match(void)
{
	char *e;

	e = parse_error("[feed \"f\"]\nurl = http://a.example/\nzzz = 1\n");
	T_STR(oneline(e), "t.conf:3: zzz: unknown key in [feed]");
	free(e);
	e = parse_error("[site \"s\"]\nurl = http://a.example/\n"
			"interval = 1h\n");
	T_STR(oneline(e), "t.conf:3: interval: unknown key in [site]");
	free(e);
}

static void
test_conf_http_listen_and_token(void)
{
	struct conf *conf;
	char *cause, *text, *e;

	conf = parse("[http]\nlisten = 8080\n", &cause);
	T_OK_MSG(conf != NULL, "%s", oneline(cause));
	if (conf != NULL) {
		T_STR(conf->http_listen, "127.0.0.1:8080");
		T_OK(conf->http_token == NULL);
	}
	conf_free(conf);
	conf = parse("[http]\nlisten = [::1]:80\ntoken = s3cret\n", &cause);
	T_OK_MSG(conf != NULL, "%s", oneline(cause));
	if (conf != NULL) {
		T_STR(conf->http_listen, "[::1]:80");
		T_STR(conf->http_token, "s3cret");
		text = conf_format(conf);
		T_OK_MSG(strstr(text,
			     "\n[http]\nlisten = [::1]:80\n"
			     "token = s3cret\n") != NULL,
		    "conf_format() writes [http]");
		free(text);
	}
	conf_free(conf);
	conf = parse("[daemon]\n", &cause);
	T_OK(conf != NULL && conf->http_listen == NULL);
	conf_free(conf);
	e = parse_error("[http]\nlisten = localhost:8080\n");
	T_STR(oneline(e),
	    "t.conf:2: listen: 'localhost' is not an IP "
	    "address (e.g. 127.0.0.1:8080 or [::1]:8080)");
	free(e);
	e = parse_error("[http]\nlisten = 0.0.0.0:70000\n");
	T_STR(oneline(e),
	    "t.conf:2: listen: '70000' is not a port from 1 to 65535");
	free(e);
	e = parse_error("[http \"x\"]\n");
	T_STR(oneline(e), "t.conf:1: [http] takes no name");
	free(e);
	e = parse_error("[http]\nport = 1\n");
	T_OK_MSG(util_startswith(e, "t.conf:2: port: unknown key in [http]"),
	    "%s", oneline(e));
	free(e);
}

static void
test_conf_too_many_errors_are_counted(void)
{
	struct buf b;
	char *e;
	int i;

	buf_init(&b);
	buf_adds(&b, "[daemon]\n");
	for (i = 0; i < 60; i++)
		buf_adds(&b, "nonsense\n");
	e = parse_error(b.data);
	T_OK_MSG(strstr(e, "t.conf:51: expected key = value") != NULL, "%s",
	    oneline(e));
	T_OK_MSG(strstr(e, "t.conf:52:") == NULL, "only 50 shown");
	T_OK_MSG(strstr(e, "\n(10 more errors)") != NULL, "count of the rest");
	free(e);
	buf_free(&b);
}

static void
test_conf_section_header_errors(void)
{
	char *e;

	e = parse_error("[feed]\nurl = http://a.example/\n");
	T_STR(oneline(e),
	    "t.conf:1: [feed] needs a name, as in [feed \"example\"]");
	free(e);
	e = parse_error("[daemon \"x\"]\n");
	T_STR(oneline(e), "t.conf:1: [daemon] takes no name");
	free(e);
	/* Keys after a broken header are not reported again. */
	e = parse_error("[deamon]\nhost_delay = nonsense\n");
	T_STR(oneline(e),
	    "t.conf:1: unknown section [deamon] (expected daemon, http, "
	    "feed or site)");
	free(e);
	e = parse_error("[feed \"x]\n");
	T_STR(oneline(e), "t.conf:1: section name: missing closing quote");
	free(e);
	e = parse_error("[daemon\n");
	T_OK_MSG(util_startswith(e, "t.conf:1: malformed section header"), "%s",
	    oneline(e));
	free(e);
	e = parse_error("[daemon] extra\n");
	T_STR(oneline(e), "t.conf:1: text after the section header");
	free(e);
	e = parse_error("[feed \"has space\"]\nurl = http://a.example/\n");
	T_OK_MSG(util_startswith(e, "t.conf:1: feed name \"has space\": use "),
	    "%s", oneline(e));
	free(e);
	e = parse_error("[feed \"-opt\"]\nurl = http://a.example/\n");
	T_OK_MSG(util_startswith(e, "t.conf:1: feed name \"-opt\""), "%s",
	    oneline(e));
	free(e);
}

static void
test_conf_key_line_errors(void)
{
	char *e;

	e = parse_error("host_delay = 1s\n");
	T_OK_MSG(util_startswith(e, "t.conf:1: host_delay: outside a section"),
	    "%s", oneline(e));
	free(e);
	e = parse_error("[daemon]\njust words\n");
	T_STR(oneline(e),
	    "t.conf:2: expected key = value, a [section] or an include "
	    "line");
	free(e);
	e = parse_error("[daemon]\n= 5\n");
	T_STR(oneline(e), "t.conf:2: missing key before '='");
	free(e);
	e = parse_error("[daemon]\nHost_Delay = 5\n");
	T_OK_MSG(util_startswith(e, "t.conf:2: 'Host_Delay' is not a key"),
	    "%s", oneline(e));
	free(e);
	e = parse_error("[daemon]\nuser_agent = \"open\n");
	T_STR(oneline(e), "t.conf:2: user_agent: missing closing quote");
	free(e);
	e = parse_error("[daemon]\nuser_agent = \"a\" b\n");
	T_STR(oneline(e), "t.conf:2: user_agent: text after the closing quote");
	free(e);
	e = parse_error("[daemon]\nuser_agent = \"a\\n\"\n");
	T_OK_MSG(util_startswith(e, "t.conf:2: user_agent: only "), "%s",
	    oneline(e));
	free(e);
}

static void
test_conf_nul_byte_is_an_error(void)
{
	static const char text[] = "[daemon]\nhost_delay = 1s\0junk\n";
	struct conf *conf;
	char *cause = NULL;

	conf = conf_parse_buffer(text, sizeof(text) - 1, "t.conf", &cause);
	T_OK(conf == NULL);
	T_STR(oneline(cause), "t.conf:2: NUL byte in line");
	free(cause);
}

static void
test_conf_key_set_twice_in_one_file(void)
{
	char *e;

	e = parse_error("[daemon]\nhost_delay = 1s\n\nhost_delay = 2s\n");
	T_STR(oneline(e), "t.conf:4: host_delay: set twice (first at line 2)");
	free(e);
	e = parse_error("[feed \"a\"]\nurl = http://a.example/\n"
			"[feed \"a\"]\nurl = http://b.example/\n");
	T_STR(oneline(e), "t.conf:4: url: set twice (first at line 2)");
	free(e);
}

static void
test_conf_sections_with_one_name_merge(void)
{
	struct conf *conf;
	char *cause;

	conf = parse("[daemon]\nhost_delay = 1s\n"
		     "[feed \"a\"]\nurl = http://a.example/\n"
		     "[daemon]\ninterval = 1h\n"
		     "[feed \"a\"]\nbody_xpath = //article\n",
	    &cause);
	T_OK_MSG(conf != NULL, "parses (%s)", oneline(cause));
	if (conf != NULL) {
		T_INT(conf->nfeeds, 1);
		T_INT(conf->host_delay, 1000);
		T_INT(conf->interval, 3600000);
		T_STR(conf->feeds[0].body_xpath, "//article");
		T_INT(conf->feeds[0].line, 3);
	}
	conf_free(conf);
	free(cause);
}

static void
test_conf_buffer_refuses_include(void)
{
	char *e;

	e = parse_error("include /etc/passwd\n");
	T_STR(oneline(e),
	    "t.conf:1: include: not allowed in a config held in memory");
	free(e);
}

static void
test_conf_format_round_trips(void)
{
	struct conf *a, *b;
	char *cause, *ta, *tb;

	a = parse("[daemon]\nuser_agent = \" x # \\\"y\\\" \"\n"
		  "relearn_below = 1e-30\nhost_delay = 0.3s\n"
		  "max_page_size = 2000\n"
		  "[feed \"a\"]\nurl = http://a.example/f#x\ninterval = 90s\n"
		  "category_xpath = //a[@rel='tag']\n"
		  "[site \"s\"]\nurl = http://s.example/\n",
	    &cause);
	T_OK(a != NULL);
	if (a == NULL) {
		free(cause);
		return;
	}
	ta = conf_format(a);
	b = conf_parse_buffer(ta, strlen(ta), "formatted", &cause);
	T_OK_MSG(b != NULL, "formatted text parses (%s)", oneline(cause));
	if (b != NULL) {
		tb = conf_format(b);
		same_text(tb, ta, "formatting twice gives the same text");
		T_STR(b->user_agent, " x # \"y\" ");
		T_NEAR(b->relearn_below, 1e-30, 0);
		T_INT(b->host_delay, 300);
		T_INT(b->max_page_size, 2000);
		T_STR(b->feeds[0].url, "http://a.example/f#x");
		T_INT(b->feeds[0].interval, 90000);
		T_STR(b->sites[0].url, "http://s.example/");
		free(tb);
	} else
		free(cause);
	T_OK(strstr(ta, "host_delay = 300ms\n") != NULL);
	T_OK(strstr(ta, "max_feed_size = 16M\n") != NULL);
	free(ta);
	conf_free(a);
	conf_free(b);
}

static void
test_conf_load_missing_file(void)
{
	struct conf *conf;
	char *cause = NULL, *path = tmp_path("nope.conf"), *want;

	conf = conf_load(path, &cause);
	T_OK(conf == NULL);
	xasprintf(&want, "%s: cannot open: No such file or directory", path);
	T_STR(oneline(cause), want);
	free(want);
	free(cause);
	free(path);
}

static void
test_conf_load_dropins_override_in_name_order(void)
{
	struct conf *conf;
	char *cause = NULL, *path, *db;

	write_file("main.conf",
	    "[daemon]\nhost_delay = 1s\nmax_entries = 7\n"
	    "[feed \"a\"]\nurl = http://a.example/f\n");
	write_file("templar.conf.d/20-late.conf",
	    "[daemon]\n"
	    "host_delay = 3s\n");
	write_file("templar.conf.d/10-early.conf",
	    "[daemon]\nhost_delay = 2s\ndatabase = state/t.db\n"
	    "[feed \"a\"]\nbody_xpath = //main\n"
	    "[feed \"b\"]\nurl = http://b.example/f\n");
	write_file("templar.conf.d/.hidden.conf", "garbage\n");
	write_file("templar.conf.d/notes.txt", "garbage\n");
	path = tmp_path("main.conf");
	conf = conf_load(path, &cause);
	T_OK_MSG(conf != NULL, "loads (%s)", oneline(cause));
	if (conf != NULL) {
		T_INT(conf->host_delay, 3000);
		T_INT(conf->max_entries, 7);
		T_INT(conf->nfeeds, 2);
		T_STR(conf->feeds[0].body_xpath, "//main");
		T_STR(conf->feeds[1].name, "b");
		xasprintf(&db, "%s/state/t.db", tmpdir);
		T_STR(conf->database, db);
		free(db);
		T_STR(conf->path, path);
		T_OK(util_startswith(conf->feeds[1].file, tmpdir));
		T_OK(strstr(conf->feeds[1].file, "10-early.conf") != NULL);
		T_INT(conf->feeds[1].line, 6);
	}
	conf_free(conf);
	free(cause);

	/* An error in a drop-in names the drop-in. */
	write_file("templar.conf.d/30-bad.conf", "[daemon]\nbogus = 1\n");
	cause = NULL;
	conf = conf_load(path, &cause);
	T_OK(conf == NULL);
	T_OK_MSG(cause != NULL &&
		strstr(cause,
		    "templar.conf.d/30-bad.conf:2: bogus: unknown key") != NULL,
	    "%s", oneline(cause));
	free(cause);
	free(path);
	path = tmp_path("templar.conf.d/30-bad.conf");
	unlink(path);
	free(path);
}

static void
test_conf_load_include_relative_glob_and_loop(void)
{
	struct conf *conf;
	char *cause = NULL, *path, *want;

	mkdir(tmp_path_static("inc"), 0700);
	write_file("inc/main.conf",
	    "[daemon]\nhost_delay = 1s\n"
	    "include feeds/one.conf\n"
	    "interval = 2h   # still [daemon] after the include\n"
	    "include = \"feeds/*.feed\"\n"
	    "include feeds/none-*.conf\n");
	mkdir(tmp_path_static("inc/feeds"), 0700);
	write_file("inc/feeds/one.conf",
	    "[feed \"one\"]\nurl = http://one.example/f\n");
	write_file(
	    "inc/feeds/b.feed", "[feed \"b\"]\nurl = http://b.example/f\n");
	write_file(
	    "inc/feeds/a.feed", "[feed \"a\"]\nurl = http://a.example/f\n");
	path = tmp_path("inc/main.conf");
	conf = conf_load(path, &cause);
	T_OK_MSG(conf != NULL, "loads (%s)", oneline(cause));
	if (conf != NULL) {
		T_INT(conf->interval, 7200000);
		T_INT(conf->nfeeds, 3);
		if (conf->nfeeds == 3) {
			T_STR(conf->feeds[0].name, "one");
			T_STR(conf->feeds[1].name, "a");
			T_STR(conf->feeds[2].name, "b");
			T_INT(conf->feeds[2].interval, 7200000);
		}
	}
	conf_free(conf);
	free(cause);

	/* A file that includes itself, and a missing include. */
	write_file("inc/loop.conf",
	    "[daemon]\ninclude loop.conf\n"
	    "include missing.conf\n");
	free(path);
	path = tmp_path("inc/loop.conf");
	cause = NULL;
	conf = conf_load(path, &cause);
	T_OK(conf == NULL);
	xasprintf(&want,
	    "%s:2: include: %s/inc/loop.conf: includes itself\n"
	    "%s:3: include: %s/inc/missing.conf: cannot open: No "
	    "such file or directory",
	    path, tmpdir, path, tmpdir);
	same_text(cause, want, "a loop and a missing include reported");
	free(want);
	free(cause);
	free(path);
}

/*
 * Each file is read once: 12 files that each include "*.conf" of their
 * own folder load at once (they took over 30 s, reading each file again
 * at every level), every feed once, without an error.
 */
static void
test_conf_load_include_each_file_once(void)
{
	struct conf *conf;
	char name[64], text[160], *path, *cause = NULL;
	int64_t start;
	int i;

	mkdir(tmp_path_static("once"), 0700);
	mkdir(tmp_path_static("once/d"), 0700);
	write_file("once/main.conf", "[daemon]\ninclude d/*.conf\n");
	for (i = 0; i < 12; i++) {
		snprintf(name, sizeof(name), "once/d/%02d.conf", i);
		snprintf(text, sizeof(text),
		    "include *.conf\n[feed \"f%02d\"]\n"
		    "url = http://f%d.example/f\n",
		    i, i);
		write_file(name, text);
	}
	path = tmp_path("once/main.conf");
	start = util_monotonic();
	conf = conf_load(path, &cause);
	T_OK_MSG(conf != NULL, "loads (%s)", oneline(cause));
	T_OK_MSG(util_monotonic() - start < 2000, "in %lld ms",
	    (long long)(util_monotonic() - start));
	if (conf != NULL)
		T_INT(conf->nfeeds, 12);
	conf_free(conf);
	free(cause);
	free(path);
}

static void
test_conf_load_include_depth_and_non_files(void)
{
	struct conf *conf;
	char name[64], text[128], *path, *cause = NULL;
	int i;

	mkdir(tmp_path_static("deep"), 0700);
	for (i = 0; i < 12; i++) {
		snprintf(name, sizeof(name), "deep/%d.conf", i);
		snprintf(text, sizeof(text), "include %d.conf\n", i + 1);
		write_file(name, text);
	}
	write_file("deep/12.conf", "[daemon]\n");
	path = tmp_path("deep/0.conf");
	conf = conf_load(path, &cause);
	T_OK(conf == NULL);
	T_OK_MSG(cause != NULL &&
		strstr(cause, "/deep/7.conf:1: include: ") != NULL &&
		strstr(cause, "includes nested more than 8 deep") != NULL,
	    "%s", oneline(cause));
	free(cause);
	free(path);

	write_file("deep/dir.conf", "include .\n");
	path = tmp_path("deep/dir.conf");
	cause = NULL;
	conf = conf_load(path, &cause);
	T_OK(conf == NULL);
	T_OK_MSG(cause != NULL && strstr(cause, ": not a regular file") != NULL,
	    "%s", oneline(cause));
	free(cause);
	free(path);
}

/* Lines of the example that start with '#' and no space are settings. */
static char *
uncomment_example(const char *text)
{
	struct buf b;
	const char *p;

	buf_init(&b);
	for (p = text; *p != '\0'; p++) {
		if (*p == '#' && (p == text || p[-1] == '\n') && p[1] != ' ' &&
		    p[1] != '\n' && p[1] != '#' && p[1] != '\0')
			continue;
		buf_addc(&b, *p);
	}
	return buf_detach(&b, NULL);
}

static const char *
top_srcdir(void)
{
	const char *dir = getenv("TOP_SRCDIR");

	return dir != NULL ? dir : ".";
}

static void
test_conf_example_file_parses_and_documents_defaults(void)
{
	struct conf *conf, *defaults;
	char *path, *text, *open, *cause = NULL, *got, *want;

	xasprintf(&path, "%s/etc/templar.conf", top_srcdir());
	conf = conf_load(path, &cause);
	T_OK_MSG(conf != NULL, "example loads as shipped (%s)", oneline(cause));
	conf_free(conf);
	free(cause);

	/* With its commented settings switched on it is still valid... */
	text = t_read_file(path, NULL);
	open = uncomment_example(text);
	cause = NULL;
	conf = conf_parse_buffer(open, strlen(open), path, &cause);
	T_OK_MSG(conf != NULL, "example with settings on parses (%s)",
	    oneline(cause));
	free(cause);
	if (conf != NULL) {
		/* ...every [daemon] value shown is the default (but the
		 * database, under the build's localstatedir, and user_agent,
		 * shown with a contact to fill in)... */
		defaults = conf_defaults();
		free(defaults->database);
		defaults->database = xstrdup(conf->database);
		free(defaults->user_agent);
		defaults->user_agent = xstrdup(conf->user_agent);
		/* [http] has no defaults: the example shows one */
		T_OK(conf->http_listen != NULL && conf->http_token != NULL);
		if (conf->http_listen != NULL)
			defaults->http_listen = xstrdup(conf->http_listen);
		if (conf->http_token != NULL)
			defaults->http_token = xstrdup(conf->http_token);
		defaults->nfeeds = conf->nfeeds;
		defaults->nsites = conf->nsites;
		defaults->feeds = conf->feeds;
		defaults->sites = conf->sites;
		got = conf_format(conf);
		want = conf_format(defaults);
		same_text(got, want, "example shows the default values");
		defaults->nfeeds = defaults->nsites = 0;
		defaults->feeds = NULL;
		defaults->sites = NULL;
		conf_free(defaults);
		free(got);
		free(want);
		/* ...and it shows a feed with an override, and a site. */
		T_OK(conf->nfeeds >= 1);
		T_OK(conf->nfeeds >= 1 && conf->feeds[0].body_xpath != NULL);
		T_OK(conf->nsites >= 1);
	}
	conf_free(conf);
	free(open);
	free(text);
	free(path);
}

static void
test_conf_man_page_documents_every_key(void)
{
	struct conf *conf;
	char *path, *man, *text, *line, *key, *eq, *cause, *needle;
	int missing = 0;

	conf = parse("[feed \"f\"]\nurl = http://f.example/\n"
		     "title_xpath = x\nbody_xpath = x\ncategory_xpath = x\n"
		     "[site \"s\"]\nurl = http://s.example/\n"
		     "[http]\nlisten = 8080\ntoken = secret\n",
	    &cause);
	T_OK(conf != NULL);
	if (conf == NULL) {
		free(cause);
		return;
	}
	xasprintf(&path, "%s/man/templar.conf.5", top_srcdir());
	man = t_read_file(path, NULL);
	text = conf_format(conf);
	for (line = strtok(text, "\n"); line != NULL;
	     line = strtok(NULL, "\n")) {
		if ((eq = strstr(line, " = ")) == NULL)
			continue;
		key = line;
		*eq = '\0';
		/* Keys are documented as ".It Cm key" in mdoc. */
		xasprintf(&needle, ".It Cm %s", key);
		if (strstr(man, needle) == NULL) {
			T_OK_MSG(0, "templar.conf.5 documents %s", key);
			missing++;
		}
		free(needle);
	}
	T_OK_MSG(missing == 0, "templar.conf.5 documents every key");
	free(text);
	free(man);
	free(path);
	conf_free(conf);
}

int
main(void)
{
	char *dir;

	snprintf(tmpdir, sizeof(tmpdir), "/tmp/test-conf.XXXXXX");
	if (mkdtemp(tmpdir) == NULL) {
		printf("Bail out! mkdtemp\n");
		return 1;
	}
	xasprintf(&dir, "%s/templar.conf.d", tmpdir);
	mkdir(dir, 0700);
	free(dir);

	T_RUN(test_conf_defaults_match_documented_values);
	T_RUN(test_conf_parse_daemon_feeds_and_sites);
	T_RUN(test_conf_daemon_interval_later_in_file_still_inherited);
	T_RUN(test_conf_comments_quotes_and_hashes);
	T_RUN(test_conf_crlf_bom_and_no_final_newline);
	T_RUN(test_conf_error_names_file_line_key_and_bound);
	T_RUN(test_conf_reports_every_error_at_once);
	T_RUN(test_conf_allow_private_addresses);
	T_RUN(test_conf_broken_fixture_gives_expected_errors);
	T_RUN(test_conf_unknown_key_without_close_match);
	T_RUN(test_conf_http_listen_and_token);
	T_RUN(test_conf_too_many_errors_are_counted);
	T_RUN(test_conf_section_header_errors);
	T_RUN(test_conf_key_line_errors);
	T_RUN(test_conf_nul_byte_is_an_error);
	T_RUN(test_conf_key_set_twice_in_one_file);
	T_RUN(test_conf_sections_with_one_name_merge);
	T_RUN(test_conf_buffer_refuses_include);
	T_RUN(test_conf_format_round_trips);
	T_RUN(test_conf_load_missing_file);
	T_RUN(test_conf_load_dropins_override_in_name_order);
	T_RUN(test_conf_load_include_relative_glob_and_loop);
	T_RUN(test_conf_load_include_depth_and_non_files);
	T_RUN(test_conf_load_include_each_file_once);
	T_RUN(test_conf_example_file_parses_and_documents_defaults);
	T_RUN(test_conf_man_page_documents_every_key);

	cleanup_tmpdir();
	return t_done();
}
