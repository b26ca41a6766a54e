"""The serial sensor mat: wire protocol (``PROTOCOL.md``), host driver,
port discovery, zone maps and a simulated mat on a pseudo-terminal."""
