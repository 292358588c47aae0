-- Headless test of spacex.nvim's status line: empty, and starting nothing, until a session is
-- open; then the server's line, asked once a second; empty again once the session ends.
--   SPACEX_RPC=…/spacex-rpc SPACEX_OUT=dir SPACEX_SCREEN=screen nvim --headless -u NONE -i NONE \
--     --cmd 'set rtp^=Apps/spacex.nvim' -c 'luafile Apps/spacex.nvim/tests/statusline.lua'
-- Writes before.txt (the line and whether a server ran, before any session), line.txt (the line
-- at 40 columns once a session is open) and after.txt (the line once it ended).

-- The bound of a wait for an event (an answer), from the Swift test that runs this.
local EVENT_MS = (tonumber(vim.env.SPACEX_TEST_EVENT_SECONDS) or 60) * 1000
local out = assert(os.getenv("SPACEX_OUT"), "SPACEX_OUT")
local rpc_path = assert(os.getenv("SPACEX_RPC"), "SPACEX_RPC")
local screen = os.getenv("SPACEX_SCREEN") or ""

vim.cmd("runtime plugin/spacex.lua")
local spacex = require("spacex")
spacex.setup({ cmd = { rpc_path }, language = "en" })

local function write(name, text)
  local file = assert(io.open(out .. "/" .. name, "w"))
  file:write(text, "\n")
  file:close()
end

local ok, err = pcall(function()
  local before = spacex.statusline(40)
  write("before.txt", string.format("%q %s", before, tostring(spacex.server_alive())))
  vim.cmd("SpaceX " .. screen)
  vim.wait(EVENT_MS, function() return spacex.statusline(40) ~= "" end, 50)
  write("line.txt", spacex.statusline(40))
  spacex.stop()
  vim.wait(EVENT_MS, function() return spacex.statusline(40) == "" end, 50)
  write("after.txt", string.format("%q", spacex.statusline(40)))
end)
if not ok then write("error.txt", tostring(err)) end
vim.cmd(ok and "qa!" or "cq!")
