-- The login limiter counts attempts in the rate-limit store (security/rateLimits.ts); this table
-- is no longer written, read or needed for privacy export, deletion or purge.
DROP TABLE IF EXISTS login_failures;
