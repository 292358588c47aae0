-- The connection to spacex-rpc: one job, LSP framing (Content-Length) over its stdio, requests
-- answered through callbacks, notifications handed to one handler. Neovim 0.7 and later.
local M = {}
M.__index = M

--- Where the server's stderr goes (its warnings, a crash's last words), kept between sessions.
function M.log_path()
  return vim.fn.stdpath("cache") .. "/spacex-rpc.log"
end

-- Appends `lines` to the log; a log that cannot be written loses them, never the session.
local function log(lines)
  local file = io.open(M.log_path(), "a")
  if not file then return end
  for _, line in ipairs(lines) do
    if line ~= "" then file:write(line, "\n") end
  end
  file:close()
end

--- Starts the server. `on_notification(method, params)` gets everything it sends on its own;
--- `on_exit(code)` is told when it stops. Its stderr is appended to ``log_path()``.
function M.start(cmd, on_notification, on_exit)
  local self = setmetatable({ next_id = 1, pending = {}, buffer = "", alive = true }, M)
  local words = type(cmd) == "table" and cmd or { cmd }
  vim.fn.mkdir(vim.fn.stdpath("cache"), "p")
  log({ os.date("!%Y-%m-%dT%H:%M:%SZ") .. " started " .. table.concat(words, " ") })
  self.job = vim.fn.jobstart(cmd, {
    on_stdout = function(_, data)
      -- Lines split on "\n"; joined again with it, they are the bytes as they came.
      self.buffer = self.buffer .. table.concat(data, "\n")
      self:drain(on_notification)
    end,
    on_stderr = function(_, data) log(data) end,
    on_exit = function(_, code)
      self.alive = false
      self.exit_code = code
      log({ os.date("!%Y-%m-%dT%H:%M:%SZ") .. " exited with status " .. code })
      for _, callback in pairs(self.pending) do
        callback({ code = -32000, message = "spacex-rpc stopped" }, nil)
      end
      self.pending = {}
      -- A server we ended ourselves (``kill``) was already said to have failed.
      if on_exit and not self.killed then on_exit(code) end
    end,
  })
  if self.job <= 0 then
    return nil, "could not start " .. table.concat(type(cmd) == "table" and cmd or { cmd }, " ")
  end
  return self
end

--- Reads every complete frame out of the buffer.
function M:drain(on_notification)
  while true do
    local header_end = self.buffer:find("\r\n\r\n", 1, true)
    if not header_end then return end
    local length = tonumber(self.buffer:sub(1, header_end):match("Content%-Length: *(%d+)"))
    if not length then
      self.buffer = self.buffer:sub(header_end + 4)
    else
      local body_start = header_end + 4
      if #self.buffer < body_start + length - 1 then return end
      local body = self.buffer:sub(body_start, body_start + length - 1)
      self.buffer = self.buffer:sub(body_start + length)
      local ok, message = pcall(vim.json.decode, body)
      if ok and type(message) == "table" then self:handle(message, on_notification) end
    end
  end
end

function M:handle(message, on_notification)
  if message.id ~= nil and message.method == nil then
    local callback = self.pending[message.id]
    self.pending[message.id] = nil
    if callback then
      local err = message.error ~= vim.NIL and message.error or nil
      vim.schedule(function() callback(err, message.result) end)
    end
  elseif message.method then
    vim.schedule(function() on_notification(message.method, message.params) end)
  end
end

local function send(self, message)
  local body = vim.json.encode(message)
  vim.fn.chansend(self.job, "Content-Length: " .. #body .. "\r\n\r\n" .. body)
end

--- Sends a request; `callback(err, result)` gets its answer.
function M:request(method, params, callback)
  if not self.alive then
    callback({ code = -32000, message = "spacex-rpc is not running" }, nil)
    return
  end
  local id = self.next_id
  self.next_id = id + 1
  self.pending[id] = callback
  local message = { jsonrpc = "2.0", id = id, method = method }
  -- An empty Lua table would go out as `[]`; params are always an object.
  if params ~= nil then message.params = next(params) == nil and vim.empty_dict() or params end
  send(self, message)
end

--- Sends a request and waits for its answer (at most `timeout` ms); returns err, result.
function M:request_sync(method, params, timeout)
  local done, err, result = false, nil, nil
  self:request(method, params, function(e, r) done, err, result = true, e, r end)
  vim.wait(timeout or 10000, function() return done end, 10)
  if not done then
    return { code = -32000, message = string.format("no answer within %g s", (timeout or 10000) / 1000) }, nil
  end
  return err, result
end

--- Ends a server that does not answer, at once (`stop` asks it, and would wait).
function M:kill()
  self.killed = true
  if self.alive then vim.fn.jobstop(self.job) end
end

function M:notify(method, params)
  if not self.alive then return end
  local message = { jsonrpc = "2.0", method = method }
  if params ~= nil then message.params = params end
  send(self, message)
end

--- `shutdown`, then `exit`; waits (briefly) for the process to end.
function M:stop()
  if not self.alive then return self.exit_code end
  self:request_sync("shutdown", nil, 2000)
  self:notify("exit")
  vim.wait(2000, function() return not self.alive end, 10)
  return self.exit_code
end

return M
