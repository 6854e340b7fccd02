import { fuzzShard } from '../support/openapi-fuzz.ts';

// Shard 3 of the OpenAPI fuzz (support/openapi-fuzz.ts): every operation is in exactly one shard.
await fuzzShard(2);
