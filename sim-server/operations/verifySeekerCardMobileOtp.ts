// verifySeekerCardMobileOtp (POST /middleware/seeker-cards/mobile-otp): answer the mobile card with a verification code.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { checkMobileNumber, verifyMobile } from '../domain/otp';
import { answerCard } from '../domain/seeker-card-answers';
import { recordById } from '../store/record-index';

export const verifySeekerCardMobileOtp = defineOperation(
  'verifySeekerCardMobileOtp',
  ({ body, site, account, now }, deps: Deps<'store'>) => {
    checkMobileNumber(site, body.countryCode, body.mobileNumber);
    verifyMobile(deps, account, body, now);
    const verified = recordById(deps.store.state.accounts, account.id) ?? account;
    return ok(answerCard(deps.store, site, verified, 'MOBILE_OTP', () => undefined));
  },
);
