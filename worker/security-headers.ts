import type { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every Worker response. The Worker answers JSON (the page and its assets get
 * theirs from web/public/_headers), so its Content-Security-Policy allows nothing at all: a JSON
 * answer opened as a document can run no script, load nothing and be framed by no one. The one
 * page it answers, the 404, sets its own.
 */
export const securityHeaders = {
  // A header an answer set itself is kept: the 404 page brings its own policy (worker/not-found.ts).
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Only long-established features: a browser logs an error for every name it does not know.
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: [],
    usb: [],
  },
} satisfies Parameters<typeof secureHeaders>[0];
