"""Play with friends: a host's table on the home network and the clients that join it. No pygame."""
