-- A server that never answers (started, reads its input, says nothing): opening a screen waits
-- for the handshake once, for the configured `timeout`, then says so and opens nothing; the next
-- command starts a new server rather than using the silent one. Then a server too old to draw
-- lines: refused at the handshake, saying so.
--   SPACEX_OUT=dir nvim --headless -u NONE -i NONE --cmd 'set rtp^=Apps/spacex.nvim' \
--     -c 'luafile Apps/spacex.nvim/tests/silent_server.lua'
-- Writes what it was told to $SPACEX_OUT/messages.txt; exit status 0 or 1.

local out = assert(os.getenv("SPACEX_OUT"), "SPACEX_OUT")
local told = {}
vim.notify = function(message) told[#told + 1] = message end

vim.cmd("runtime plugin/spacex.lua")
local spacex = require("spacex")
local session = require("spacex.session")
spacex.setup({ cmd = { "sh", "-c", "exec cat >/dev/null" }, timeout = 500 })

local failures = {}
local function check(condition, message)
  if not condition then failures[#failures + 1] = message end
end

local buffers = #vim.api.nvim_list_bufs()
vim.cmd("SpaceX launches")
check(#told == 1, "one message, got " .. #told .. ": " .. table.concat(told, " | "))
check((told[1] or ""):find("initialize failed %(no answer within 0.5 s%)") ~= nil, "says why: " .. (told[1] or ""))
check(#vim.api.nvim_list_bufs() == buffers, "no buffer opened for a screen it could not show")
check(session.server == nil, "the silent server is not kept")

local file = assert(io.open(out .. "/messages.txt", "w"))
file:write(table.concat(told, "\n"), "\n")
file:close()

-- A server too old to draw lines (its handshake answer has no drawnLines): refused, said so.
local body = '{"jsonrpc":"2.0","id":1,"result":{"serverInfo":{"name":"spacex-rpc","version":"0.1"},'
  .. '"capabilities":{"methods":[]}}}'
local frame = ("Content-Length: %d\r\n\r\n%s"):format(#body, body)
told = {}
spacex.setup({ cmd = { "sh", "-c", "printf '%s' '" .. frame .. "'; exec cat >/dev/null" }, timeout = 5000 })
vim.cmd("SpaceX launches")
check(#told == 1 and told[1]:find("spacex-rpc is too old", 1, true),
  "an old server is said: " .. table.concat(told, " | "))
check(#vim.api.nvim_list_bufs() == buffers, "no buffer opened for an old server")
check(session.server == nil, "the old server is not kept")
for _, failure in ipairs(failures) do io.stderr:write(failure, "\n") end
vim.cmd(#failures == 0 and "qall!" or "cquit 1")
