-- :SpaceX [screen] [field=value … | reference]: see :help spacex.
if vim.g.loaded_spacex then return end
vim.g.loaded_spacex = true

vim.api.nvim_create_user_command("SpaceX", function(command)
  require("spacex").command(command.args)
end, {
  nargs = "*",
  complete = function()
    return { "rockets", "rocket", "launches", "launch", "launchpads", "launchpad", "favourites", "settings" }
  end,
})

vim.api.nvim_create_autocmd("VimLeavePre", {
  callback = function()
    if package.loaded["spacex"] then require("spacex").stop() end
  end,
})
