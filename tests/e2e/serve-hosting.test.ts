import { baseUrl } from '../support/browser';
import { describeHttpHost } from '../support/http-host-contract';

// `npm run serve` answers like production (same cases as nginx and the static-host files).
describeHttpHost('npm run serve', baseUrl, { precompressed: true });
