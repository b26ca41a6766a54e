// A small WS2812B driver for 16 MHz AVRs (Mega 2560, Uno): one LED per zone,
// colours in GRB order, 800 kHz. Written for this sketch so that it builds
// from Debian's avr-gcc/avr-libc/arduino-core-avr alone (no LED library).
//
// Interrupts are off for one LED at a time (24 bits, 30 us) and on between
// LEDs: a received serial byte takes 87 us at 115200 baud and the UART holds
// two, so no byte is lost while the LEDs are written. A WS2812B latches only
// after 50 us (older parts) or 280 us of low line, far more than an interrupt
// handler takes, so the short gaps between LEDs do not cut the chain.
#pragma once

#if defined(__AVR__)

#if F_CPU != 16000000L
#error "ws2812.h is timed for a 16 MHz clock"
#endif

template <uint8_t N>
class Ws2812 {
 public:
  void begin(uint8_t pin) {
    pinMode(pin, OUTPUT);
    digitalWrite(pin, LOW);
    port_ = portOutputRegister(digitalPinToPort(pin));
    mask_ = digitalPinToBitMask(pin);
  }
  void setBrightness(uint8_t b) { brightness_ = b; }
  // rgb: 0xRRGGBB, scaled by the brightness; true if the LED changes.
  bool set(uint8_t i, uint32_t rgb) {
    uint8_t g = scale(rgb >> 8), r = scale(rgb >> 16), b = scale(rgb);
    uint8_t *p = grb_ + 3 * i;
    if (p[0] == g && p[1] == r && p[2] == b) return false;
    p[0] = g;
    p[1] = r;
    p[2] = b;
    return true;
  }
  void show() {
    const uint8_t *p = grb_;
    for (uint8_t i = 0; i < N; i++, p += 3) {
      uint8_t sreg = SREG;
      cli();
      uint8_t hi = *port_ | mask_, lo = *port_ & ~mask_;   // read inside: an ISR may change the port
      sendByte(hi, lo, p[0]);
      sendByte(hi, lo, p[1]);
      sendByte(hi, lo, p[2]);
      SREG = sreg;
    }
  }

 private:
  uint8_t scale(uint32_t c) const { return (uint8_t)(((c & 0xFF) * (brightness_ + 1u)) >> 8); }

  // 20 cycles (1.25 us) per bit: high for 6 cycles (0.375 us) for a 0 and 13
  // (0.81 us) for a 1, then low for the rest; within the WS2812B datasheet's
  // 0.4/0.8 us +- 0.15 us. The store in each path takes effect on its 2nd cycle.
  void sendByte(uint8_t hi, uint8_t lo, uint8_t byte) {
    uint8_t bits = 8, next;
    asm volatile(
        "1:                 \n\t"
        "st   %a[port], %[hi]  \n\t"  // 2   line high
        "nop                \n\t"     // 1
        "mov  %[next], %[lo]   \n\t"  // 1   assume a 0 bit
        "sbrc %[byte], 7    \n\t"     // 1-2
        "mov  %[next], %[hi]   \n\t"  // 1   a 1 bit stays high
        "st   %a[port], %[next] \n\t" // 2   a 0 bit ends here (6 cycles high)
        "lsl  %[byte]       \n\t"     // 1
        "nop                \n\t"     // 1
        "nop                \n\t"     // 1
        "nop                \n\t"     // 1
        "nop                \n\t"     // 1
        "st   %a[port], %[lo]  \n\t"  // 2   a 1 bit ends here (13 cycles high)
        "nop                \n\t"     // 1
        "nop                \n\t"     // 1
        "dec  %[bits]       \n\t"     // 1
        "brne 1b            \n\t"     // 2   20 cycles per bit
        : [byte] "+r"(byte), [bits] "+r"(bits), [next] "=&r"(next)
        : [port] "e"(port_), [hi] "r"(hi), [lo] "r"(lo)
        : "memory");
  }

  volatile uint8_t *port_ = 0;
  uint8_t mask_ = 0;
  uint8_t brightness_ = 255;
  uint8_t grb_[3 * N] = {};
};

#else  // the host-only check (hardware/firmware/host_check): no LEDs

template <uint8_t N>
class Ws2812 {
 public:
  void begin(uint8_t) {}
  void setBrightness(uint8_t) {}
  bool set(uint8_t, uint32_t) { return false; }
  void show() {}
};

#endif
