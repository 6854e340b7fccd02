import { fuzzShard } from '../support/openapi-fuzz.ts';

// Shard 4 of the OpenAPI fuzz (support/openapi-fuzz.ts): every operation is in exactly one shard.
await fuzzShard(3);
