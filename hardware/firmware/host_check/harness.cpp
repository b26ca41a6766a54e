// Runs the reference sketch on a desktop. stdin: host frames (one per line) and
//   !cover CHANNEL / !uncover CHANNEL   a sensor sees a card or not
//   !flood CHANNEL / !unflood CHANNEL   infrared floods a sensor (it reads low, dark or lit)
//   !tick MS                            time passes, then one loop()
// stdout: exactly what the sketch writes to its serial port.
// Build: g++ -std=c++11 -I hardware/firmware/host_check hardware/firmware/host_check/harness.cpp
#include <iostream>
#include <string>

#include "arduino_shim.h"
#include "../playmat_mat/playmat_mat.ino"

int main() {
  setup();
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.rfind("!cover ", 0) == 0) {
      shim_covered[atoi(line.c_str() + 7)] = true;
    } else if (line.rfind("!uncover ", 0) == 0) {
      shim_covered[atoi(line.c_str() + 9)] = false;
    } else if (line.rfind("!flood ", 0) == 0) {
      shim_flooded[atoi(line.c_str() + 7)] = true;
    } else if (line.rfind("!unflood ", 0) == 0) {
      shim_flooded[atoi(line.c_str() + 9)] = false;
    } else if (line.rfind("!tick ", 0) == 0) {
      shim_ms += atol(line.c_str() + 6);
      loop();
    } else {
      shim_input += line + "\n";
      loop();
    }
  }
  fflush(stdout);
  return 0;
}
