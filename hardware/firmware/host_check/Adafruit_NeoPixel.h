// Desktop stand-in for the LED library (see arduino_shim.h).
#pragma once
#include "arduino_shim.h"
