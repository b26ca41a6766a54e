"""Table mode: paper cards on the sensor mat, the game followed on screen.

- :mod:`desktop.table.devices`: the sensor mat and the camera (real or
  simulated) on their worker threads, their observations handed to the GUI
  thread through a Qt signal;
- :mod:`desktop.table.model`: the game model of table mode, which answers
  through :class:`~hardware.table.sync.Sync` and follows the match it adopts;
- :mod:`desktop.table.window`: the table window (calibration check, sync
  banner, differences, the "which move?" chooser, the mat);
- :mod:`desktop.table.app`: ``playmat --mode table [--sim]``;
- :mod:`desktop.table.bench`: the ``table`` section of ``playmat bench``.
"""
