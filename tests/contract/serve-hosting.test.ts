import { describeHttpHost } from '../support/http-host-contract';
import { baseUrl } from '../support/served-site';

// `npm run serve` answers like production (same cases as nginx and the static-host files).
describeHttpHost('npm run serve', baseUrl, { precompressed: true });
