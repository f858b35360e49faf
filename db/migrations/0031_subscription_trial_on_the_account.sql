-- One source of truth for the trial's end: ferriers.trial_ends_at (set at email verification). The subscription row
-- kept a copy nothing wrote or read.
ALTER TABLE "subscriptions" DROP COLUMN "trial_ends_at";
