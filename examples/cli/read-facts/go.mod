module flowportal/examples/cli/read-facts

go 1.26
