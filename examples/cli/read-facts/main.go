// read-facts reads, from a checkout of the Flow CLI's source, every command reachable from the
// root `flow` command (with its aliases) and every flag (name, shorthand, type, default,
// deprecated or hidden, description), what each command does (the networks it accepts, the URLs
// it opens, the files it writes, the format strings of the lines it prints), what it needs,
// hides and edits, and the flow.json fields flowkit reads, and prints them as JSON: the facts
// file examples/cli/flow-cli-facts.json that the `cli` example check holds the docs against.
//
// It only reads source with go/parser and go/ast; it never builds or runs the CLI. Anything it
// meets in a place it reads but does not understand stops it with the file and line, so a
// changed CLI cannot silently produce a wrong facts file. It is one program in several files,
// by what each part reads:
//   - main.go (this file): the options, the modules read and their packages, the JSON output;
//   - commands.go: commands and flags (cobra, the CLI's command wrapper, sconfig struct tags,
//     the global flags);
//   - behaviour.go: the code each command's run functions reach (functions, methods,
//     interfaces), and the pass that fills in each command's behaviour;
//   - prints.go: the format strings of the lines a command prints (constant evaluation,
//     styling, loggers);
//   - networks.go: the networks a command accepts, the URLs it opens, the files it writes;
//   - needs.go: what a command needs (flow.json, hosts), hides and edits, and flow.json's fields.
//
// This file reads the CLI's go.mod (the versions it pins of flow-emulator, flowkit, cobra,
// sconfig, zerolog and cadence-tools/test, which -emulator-version and -cadence-test-version
// must equal), checks that internal/command/global_flags.go still binds a command.Command's flag
// struct to its persistent flags (bindFlags) and that no file of the CLI sets cobra's
// CompletionOptions, starts from the root command of cmd/flow/main.go and its InitFlags call,
// and finds cobra and zerolog in the Go module cache (`go env GOMODCACHE`) at the CLI's pins.
// It loads a package of the modules read (the CLI at -cli, flow-emulator at -emulator, flowkit at
// -flowkit, cadence-tools/test at -cadence-test, cobra) from its folder, without its _test.go
// files, and shows positions as module@version/file:line.
//
// Usage (see examples/README.md). The folder is a Go module of its own, with no dependencies
// (the repository has no go.mod at its root), so run it from there with `go run -C`; the program
// then runs in this folder, so give the options absolute paths:
//
//	go run -C examples/cli/read-facts . -cli DIR -commit SHA -version TAG \
//	  -emulator DIR -emulator-version TAG -flowkit DIR -flowkit-version TAG \
//	  -cadence-test DIR -cadence-test-version TAG > examples/cli/flow-cli-facts.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const (
	cliModule         = "github.com/onflow/flow-cli"
	emulatorModule    = "github.com/onflow/flow-emulator"
	flowkitModule     = "github.com/onflow/flowkit/v2"
	cobraModule       = "github.com/spf13/cobra"
	sconfigModule     = "github.com/psiemens/sconfig"
	zerologModule     = "github.com/rs/zerolog"
	cadenceTestModule = "github.com/onflow/cadence-tools/test"
)

type pkg struct {
	path    string
	dir     string
	rel     string // path shown in the facts, relative to its module
	module  string
	files   []*ast.File
	imports map[*ast.File]map[string]string
	vars    map[string]*ast.ValueSpec
	varFile map[string]*ast.File
	consts  map[string]ast.Expr
	types   map[string]*ast.TypeSpec
	funcs   map[string]*ast.FuncDecl
	methods map[string]map[string]*ast.FuncDecl // receiver type -> name -> method
	cmds    map[string]*Command
	inited  bool
}

type reader struct {
	fieldFlags    map[string]string // "pkgpath.Type.Field" -> the flag bound to it
	fns           map[string]*fnode
	impls         map[string][]*fnode
	unresolved    map[string]int
	missing       []string
	zerologLevels map[string]string
	sectionTypes  map[string]string
	curInst       map[string]bool
	fieldCache    map[string][]string
	networksAt    string
	fset          *token.FileSet
	roots         map[string]string // module path -> directory
	versions      map[string]string
	pkgs          map[string]*pkg
	all           []*Command
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "read-facts: "+format+"\n", args...)
	os.Exit(1)
}

func (r *reader) pos(p token.Pos) string {
	position := r.fset.Position(p)
	for mod, dir := range r.roots {
		if rel, err := filepath.Rel(dir, position.Filename); err == nil && !strings.HasPrefix(rel, "..") {
			return fmt.Sprintf("%s@%s/%s:%d", mod, r.versions[mod], rel, position.Line)
		}
	}
	return fmt.Sprintf("%s:%d", position.Filename, position.Line)
}

func (r *reader) load(importPath string) *pkg {
	if p, ok := r.pkgs[importPath]; ok {
		return p
	}
	var dir, module, rel string
	for mod, root := range r.roots {
		if importPath == mod || strings.HasPrefix(importPath, mod+"/") {
			if len(mod) > len(module) {
				module = mod
				rel = strings.TrimPrefix(strings.TrimPrefix(importPath, mod), "/")
				dir = filepath.Join(root, rel)
			}
		}
	}
	if dir == "" {
		fail("no source directory for package %s", importPath)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		fail("package %s: %v", importPath, err)
	}
	p := &pkg{path: importPath, dir: dir, rel: rel, module: module, imports: map[*ast.File]map[string]string{}, methods: map[string]map[string]*ast.FuncDecl{},
		vars: map[string]*ast.ValueSpec{}, varFile: map[string]*ast.File{}, consts: map[string]ast.Expr{},
		types: map[string]*ast.TypeSpec{}, funcs: map[string]*ast.FuncDecl{}, cmds: map[string]*Command{}}
	r.pkgs[importPath] = p
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(r.fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			fail("%v", err)
		}
		if f.Name.Name == "main" && importPath != cliModule+"/cmd/flow" {
			continue
		}
		p.files = append(p.files, f)
		imps := map[string]string{}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			alias := filepath.Base(path)
			if strings.HasPrefix(alias, "v") && len(alias) <= 3 { // .../flowkit/v2
				alias = filepath.Base(filepath.Dir(path))
			}
			if imp.Name != nil {
				alias = imp.Name.Name
			}
			imps[alias] = path
		}
		p.imports[f] = imps
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					p.funcs[d.Name.Name] = d
				} else if len(d.Recv.List) == 1 {
					if tn := recvTypeName(d.Recv.List[0].Type); tn != "" {
						if p.methods[tn] == nil {
							p.methods[tn] = map[string]*ast.FuncDecl{}
						}
						p.methods[tn][d.Name.Name] = d
					}
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.ValueSpec:
						for i, n := range s.Names {
							if d.Tok == token.CONST && i < len(s.Values) {
								p.consts[n.Name] = s.Values[i]
							} else if d.Tok == token.VAR {
								p.vars[n.Name] = s
								p.varFile[n.Name] = f
							}
						}
					case *ast.TypeSpec:
						p.types[s.Name.Name] = s
					}
				}
			}
		}
	}
	return p
}

func (p *pkg) fileOf(r *reader, n ast.Node) *ast.File {
	for _, f := range p.files {
		if f.Pos() <= n.Pos() && n.End() <= f.End() {
			return f
		}
	}
	fail("%s: node outside the package's files", r.pos(n.Pos()))
	return nil
}

func (r *reader) importOf(p *pkg, n ast.Node, alias string) (string, bool) {
	path, ok := p.imports[p.fileOf(r, n)][alias]
	return path, ok
}

func (r *reader) source(n ast.Node) string {
	start, end := r.fset.Position(n.Pos()), r.fset.Position(n.End())
	b, err := os.ReadFile(start.Filename)
	if err != nil {
		fail("%v", err)
	}
	return string(b[start.Offset:end.Offset])
}

func recvTypeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvTypeName(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr:
		return recvTypeName(t.X)
	case *ast.IndexListExpr:
		return recvTypeName(t.X)
	}
	return ""
}

func goModVersion(goMod, module string) string {
	b, err := os.ReadFile(goMod)
	if err != nil {
		fail("%v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require"))
		if len(fields) >= 2 && fields[0] == module {
			return fields[1]
		}
		if len(fields) >= 1 && fields[0] == "replace" {
			if strings.Contains(line, module+" ") {
				fail("%s replaces %s; read the replacement instead", goMod, module)
			}
		}
	}
	fail("%s does not require %s", goMod, module)
	return ""
}

func moduleCacheDir(module, version string) string {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		fail("go env GOMODCACHE: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), module+"@"+version)
	if _, err := os.Stat(dir); err != nil {
		fail("%s@%s is not in the Go module cache: run `go mod download %s@%s` in any module", module, version, module, version)
	}
	return dir
}

func main() {
	cliDir := flag.String("cli", "", "checkout of github.com/onflow/flow-cli (a `git archive` of the commit)")
	commit := flag.String("commit", "", "the commit the checkout was made from")
	version := flag.String("version", "", "the release tag of that commit")
	emulatorDir := flag.String("emulator", "", "checkout of github.com/onflow/flow-emulator at the version the CLI's go.mod pins")
	emulatorVersion := flag.String("emulator-version", "", "the version of that checkout (must equal the CLI's pin)")
	flowkitDir := flag.String("flowkit", "", "checkout of github.com/onflow/flowkit (global flag defaults)")
	flowkitVersion := flag.String("flowkit-version", "", "the version of that checkout")
	cadenceTestDir := flag.String("cadence-test", "", "the test/ folder of github.com/onflow/cadence-tools at the version the CLI's go.mod pins (what `flow test` prints)")
	cadenceTestVersion := flag.String("cadence-test-version", "", "the version of that checkout (must equal the CLI's pin)")
	flag.Parse()
	if *cliDir == "" || *commit == "" || *version == "" || *emulatorDir == "" || *emulatorVersion == "" || *flowkitDir == "" || *flowkitVersion == "" || *cadenceTestDir == "" || *cadenceTestVersion == "" {
		flag.Usage()
		os.Exit(2)
	}
	goMod := filepath.Join(*cliDir, "go.mod")
	pins := map[string]string{}
	for _, m := range []string{emulatorModule, flowkitModule, cobraModule, sconfigModule, zerologModule, cadenceTestModule} {
		pins[m] = goModVersion(goMod, m)
	}
	if pins[emulatorModule] != *emulatorVersion {
		fail("the CLI pins %s %s, but -emulator-version is %s", emulatorModule, pins[emulatorModule], *emulatorVersion)
	}
	if pins[cadenceTestModule] != *cadenceTestVersion {
		fail("the CLI pins %s %s, but -cadence-test-version is %s", cadenceTestModule, pins[cadenceTestModule], *cadenceTestVersion)
	}
	r := &reader{fset: token.NewFileSet(), pkgs: map[string]*pkg{}, fieldFlags: map[string]string{},
		fns: map[string]*fnode{}, impls: map[string][]*fnode{}, unresolved: map[string]int{},
		zerologLevels: map[string]string{}, sectionTypes: map[string]string{}, fieldCache: map[string][]string{},
		roots: map[string]string{
			cliModule:         *cliDir,
			emulatorModule:    *emulatorDir,
			flowkitModule:     *flowkitDir,
			cobraModule:       moduleCacheDir(cobraModule, pins[cobraModule]),
			cadenceTestModule: *cadenceTestDir,
		},
		versions: map[string]string{cliModule: *version, emulatorModule: *emulatorVersion, flowkitModule: *flowkitVersion, cobraModule: pins[cobraModule], cadenceTestModule: *cadenceTestVersion},
	}

	// The CLI binds a command.Command's flag struct in AddToParent; make sure it still does.
	cmdPkg := r.load(cliModule + "/internal/command")
	if bind := cmdPkg.funcs["bindFlags"]; bind == nil || !strings.Contains(r.source(bind.Body), "BindFlags(command.Cmd.PersistentFlags())") {
		fail("internal/command/command.go no longer binds the flag struct to the command's persistent flags")
	}

	// cobra hides its completion command, or drops it, only through CompletionOptions.
	_ = filepath.WalkDir(*cliDir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			if b, _ := os.ReadFile(path); strings.Contains(string(b), "CompletionOptions") {
				fail("%s sets cobra's CompletionOptions: read what it sets", path)
			}
		}
		return nil
	})

	mainPkg := r.load(cliModule + "/cmd/flow")
	mainFn := mainPkg.funcs["main"]
	scope := map[string]*Command{}
	root := r.runBody(mainPkg, mainFn.Body.List, scope)
	if root == nil {
		root = scope["cmd"]
	}
	if root == nil {
		fail("cmd/flow/main.go: no root command")
	}
	// The global flags: InitFlags(cmd) in internal/command/global_flags.go.
	ok := false
	for _, st := range mainFn.Body.List {
		if es, isExpr := st.(*ast.ExprStmt); isExpr {
			if call, isCall := es.X.(*ast.CallExpr); isCall {
				if sel, isSel := call.Fun.(*ast.SelectorExpr); isSel && sel.Sel.Name == "InitFlags" {
					ok = true
				}
			}
		}
	}
	if !ok || len(root.Flags) == 0 {
		fail("cmd/flow/main.go: the global flags were not read")
	}
	r.cobraDefaults(root)
	r.applyMarks()

	var commands []*Command
	var walk func(c *Command, prefix string)
	walk = func(c *Command, prefix string) {
		c.name = strings.Fields(c.Use)[0]
		c.Path = strings.TrimSpace(prefix + " " + c.name)
		for _, f := range c.Flags {
			if f.Name == "help" && strings.HasPrefix(f.Description, "help for ") {
				f.Description = "help for " + c.name
			}
		}
		sort.Slice(c.Flags, func(i, j int) bool { return c.Flags[i].Name < c.Flags[j].Name })
		if c != root {
			commands = append(commands, c)
		}
		sort.Slice(c.children, func(i, j int) bool { return c.children[i].Use < c.children[j].Use })
		for _, child := range c.children {
			walk(child, c.Path)
		}
	}
	root.Use = "flow"
	walk(root, "")
	r.readZerologLevels(moduleCacheDir(zerologModule, pins[zerologModule]))
	wrapper := r.analyse(commands)
	// names were only known after the walk: fix help descriptions set before it
	for _, c := range append(commands, root) {
		if f := c.flag("help"); f != nil {
			f.Description = "help for " + c.name
		}
	}
	var globals, rootOwn []*Flag
	for _, f := range root.Flags {
		if f.Persistent {
			globals = append(globals, f)
		} else {
			rootOwn = append(rootOwn, f)
		}
	}
	sort.Slice(commands, func(i, j int) bool { return commands[i].Path < commands[j].Path })

	out := map[string]any{
		"about": "Commands, flags and behaviour (networks, URLs, files, printed lines) of the Flow CLI, read from its source by examples/cli/read-facts/; " +
			"regenerate it as examples/README.md says, never by hand.",
		"source": map[string]any{
			"repository": cliModule,
			"version":    *version,
			"commit":     *commit,
			"modules": map[string]any{
				emulatorModule:    map[string]string{"pinned": pins[emulatorModule], "read": *emulatorVersion},
				flowkitModule:     map[string]string{"pinned": pins[flowkitModule], "read": *flowkitVersion},
				cobraModule:       map[string]string{"pinned": pins[cobraModule], "read": pins[cobraModule]},
				sconfigModule:     map[string]string{"pinned": pins[sconfigModule], "read": "semantics of its struct tags, as implemented in examples/cli/read-facts/"},
				zerologModule:     map[string]string{"pinned": pins[zerologModule], "read": pins[zerologModule] + " (the level names of its console writer)"},
				cadenceTestModule: map[string]string{"pinned": pins[cadenceTestModule], "read": *cadenceTestVersion},
			},
			"notReadAtThatVersion": r.missing,
		},
		"networks":       map[string]any{"names": networkUniverse, "source": r.networksAt},
		"commandWrapper": wrapper,
		"flowJson":       r.readFlowJSONFields(),
		"globalFlags":    globals,
		"rootFlags":      rootOwn,
		"commands":       commands,
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fail("%v", err)
	}
}
