// The two clocks of a sent code: when Resend may be offered (resendAfterSeconds) and when the
// code stops working (expiresInSeconds). Ticks once a second while either is running.
import { useEffect, useState } from 'react';

export interface SentCode {
  at: number;
  otpLength: number;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export function useOtpTimer(sent: SentCode | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sent]);
  if (!sent) return { resendIn: 0, expired: false };
  // `now` may predate the send until the first tick.
  const elapsed = Math.max(0, Math.floor((now - sent.at) / 1000));
  return {
    resendIn: Math.max(0, sent.resendAfterSeconds - elapsed),
    expired: elapsed >= sent.expiresInSeconds,
  };
}
