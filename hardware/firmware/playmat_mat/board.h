// Pins of the reference mat, per board. The sketch includes this header and
// nothing else names a pin. Arduino pin numbers; the AVR port and bit of each
// are in the comments (the simavr harness in hardware/firmware/hil/ reads them).
#pragma once

#if defined(__AVR_ATmega328P__)
// Arduino Uno (rev3, USB id 2341:0043; a CH340 clone 1a86:7523).
// D0/D1 are the serial port; D2..D5 are free on every Uno.
#define BOARD_NAME "uno"
static const uint8_t MUX_SELECT[4] = {2, 3, 4, 5};        // S0..S3: PD2..PD5
static const uint8_t EMITTER_PIN = 8;                     // PB0: gate of the emitter MOSFET
static const uint8_t LED_PIN = 6;                         // PD6: WS2812B data in
#else
// Arduino Mega 2560 (rev3, USB id 2341:0042), and the host-only check.
#define BOARD_NAME "mega"
static const uint8_t MUX_SELECT[4] = {22, 23, 24, 25};    // S0..S3: PA0..PA3
static const uint8_t EMITTER_PIN = 8;                     // PH5: gate of the emitter MOSFET
static const uint8_t LED_PIN = 6;                         // PH3: WS2812B data in
#endif

// SIG of multiplexer 0..5 (16 sensor channels each): A0..A5 on both boards
// (ADC0..ADC5; PF0..PF5 on the Mega, PC0..PC5 on the Uno).
static const uint8_t MUX_SIGNAL[6] = {A0, A1, A2, A3, A4, A5};
