/* SPDX-License-Identifier: ISC */
/*
 * sdnotify: a datagram to the socket systemd names in NOTIFY_SOCKET
 * (a path, or an abstract socket when it starts with '@').
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "sdnotify.h"

int
sdnotify(const char *fmt, ...)
{
	struct sockaddr_un sun;
	const char *path;
	char *msg;
	va_list ap;
	size_t plen;
	socklen_t slen;
	ssize_t n;
	int fd, saved = errno;

	if ((path = getenv("NOTIFY_SOCKET")) == NULL || *path == '\0')
		return -1;
	plen = strlen(path);
	if ((path[0] != '/' && path[0] != '@') || plen >= sizeof(sun.sun_path))
		return -1;
	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	memcpy(sun.sun_path, path, plen);
	if (sun.sun_path[0] == '@')
		sun.sun_path[0] = '\0';
	slen = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + plen);
	if ((fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0)) == -1)
		return -1;
	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	n = sendto(
	    fd, msg, strlen(msg), MSG_NOSIGNAL, (struct sockaddr *)&sun, slen);
	free(msg);
	close(fd);
	errno = saved;
	return n < 0 ? -1 : 0;
}

int64_t
sdnotify_watchdog_ms(void)
{
	const char *usec, *pid;
	long long us;
	char *end;

	if ((usec = getenv("WATCHDOG_USEC")) == NULL)
		return 0;
	if ((pid = getenv("WATCHDOG_PID")) != NULL &&
	    strtoll(pid, NULL, 10) != (long long)getpid())
		return 0;
	us = strtoll(usec, &end, 10);
	if (*end != '\0' || us <= 0)
		return 0;
	return us / 2000;
}
