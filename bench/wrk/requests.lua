-- wrk script for bench/run.py: requests spread over the lines of a file.
--
-- BENCH_REQUESTS  a file, one request a line: path<TAB>bearer token<TAB>If-None-Match (both optional)
-- BENCH_METHOD    GET (default) or POST
-- BENCH_BODY      the JSON body of every request (POST)
-- BENCH_KEYS      a prefix: each request gets its own Idempotency-Key, as every PWA move has one
--
-- At the end it prints one line "BENCH {json}" with the counts and latency percentiles.

local requests = {}
for line in io.lines(os.getenv("BENCH_REQUESTS")) do
  local path, token, etag = line:match("^([^\t]*)\t?([^\t]*)\t?([^\t]*)$")
  requests[#requests + 1] = { path = path, token = token, etag = etag }
end
local method = os.getenv("BENCH_METHOD") or "GET"
local body = os.getenv("BENCH_BODY")
local keys = os.getenv("BENCH_KEYS")

local threads = {}
local counter = 0

function setup(thread)
  thread:set("thread_number", #threads + 1)
  threads[#threads + 1] = thread
end

function init(args)
  -- Each thread walks the list from its own random start: no two threads in step.
  math.randomseed(os.time() * 1000 + (thread_number or 0))
  counter = math.random(#requests)
end

function request()
  counter = counter + 1
  local r = requests[(counter % #requests) + 1]
  local headers = {}
  if r.token ~= "" then headers["Authorization"] = "Bearer " .. r.token end
  if r.etag ~= "" then headers["If-None-Match"] = r.etag end
  if body then headers["Content-Type"] = "application/json" end
  if keys then headers["Idempotency-Key"] = keys .. "-" .. thread_number .. "-" .. counter end
  return wrk.format(method, r.path, headers, body)
end

function done(summary, latency, requests_)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests": %d, "duration_us": %d, "bytes": %d, "errors_status": %d, "errors_connect": %d, ' ..
    '"errors_read": %d, "errors_write": %d, "errors_timeout": %d, "p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d}\n',
    summary.requests, summary.duration, summary.bytes, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
