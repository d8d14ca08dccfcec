#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""notifysock.py PATH LOG SECONDS: be systemd's notify socket for a test.

Binds a datagram socket at PATH and appends every message received to
LOG, one line per message (newlines inside a message become ' | '),
until SECONDS have passed or the file PATH.stop appears.
"""
import os
import socket
import sys
import time

path, log, secs = sys.argv[1], sys.argv[2], float(sys.argv[3])
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(path)
s.settimeout(0.2)
end = time.monotonic() + secs
with open(log, "a") as out:
    while time.monotonic() < end and not os.path.exists(path + ".stop"):
        try:
            msg = s.recv(4096).decode("utf-8", "replace")
        except socket.timeout:
            continue
        out.write(msg.replace("\n", " | ") + "\n")
        out.flush()
s.close()
os.unlink(path)
