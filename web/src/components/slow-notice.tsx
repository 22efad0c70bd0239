// A call that is late says so (issue 27, item 7): after SLOW_CALL_NOTICE_MS still pending, the part
// waiting for it shows SLOW_CALL_MESSAGE, so a seeker is not left with a bare spinner until the
// 60 s timeout (section 9) while the rest of the page has answered.
import { useEffect, useState } from 'react';
import { SLOW_CALL_MESSAGE } from '../../../openapi/vocabulary/messages';
import { SLOW_CALL_NOTICE_MS } from '../../../openapi/vocabulary/timing';
import './slow-notice.css';

/** Whether `pending` has lasted SLOW_CALL_NOTICE_MS; false again as soon as it ends. */
export function useTakingLong(pending: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(true), SLOW_CALL_NOTICE_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [pending]);
  return pending && late;
}

/** SLOW_CALL_MESSAGE once `pending` has lasted SLOW_CALL_NOTICE_MS; nothing before or after. */
export function SlowNotice({ pending }: { pending: boolean }) {
  const late = useTakingLong(pending);
  return (
    <p className="slow-notice" role="status">
      {late ? SLOW_CALL_MESSAGE : null}
    </p>
  );
}
