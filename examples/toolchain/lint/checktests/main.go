// Command checktests type-checks Cadence test files (written for the Cadence test framework, whose
// `Test` contract type comes with Cadence's standard library) against the programs of a directory
// laid out as for `lint -directory`: A.<address>.<Name>.cdc, s.<id>.cdc, t.<id>.cdc. The test
// framework itself (cadence-tools/test) cannot be installed here, so the tests cannot run; this
// checks that they would compile. Errors are printed as the linter prints them.
//
//	checktests -directory DIR -tests TESTDIR
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/onflow/cadence/ast"
	"github.com/onflow/cadence/common"
	"github.com/onflow/cadence/parser"
	"github.com/onflow/cadence/pretty"
	"github.com/onflow/cadence/sema"
	"github.com/onflow/cadence/stdlib"
	"github.com/onflow/cadence/tools/analysis"
)

func main() {
	directory := flag.String("directory", "", "programs named by their Cadence locations")
	tests := flag.String("tests", "", "test files (<name>.cdc) to type-check")
	flag.Parse()
	if *directory == "" || *tests == "" {
		fmt.Fprintln(os.Stderr, "usage: checktests -directory DIR -tests TESTDIR")
		os.Exit(2)
	}

	codes := map[common.Location][]byte{}
	contractNames := map[common.Address][]string{}
	entries, err := os.ReadDir(*directory)
	if err != nil {
		panic(err)
	}
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || filepath.Ext(name) != ".cdc" {
			continue
		}
		location, _, err := common.DecodeTypeID(nil, strings.TrimSuffix(name, ".cdc"))
		if err != nil || location == nil {
			panic(fmt.Errorf("invalid location in file %q: %v", name, err))
		}
		code, err := os.ReadFile(filepath.Join(*directory, name))
		if err != nil {
			panic(err)
		}
		codes[location] = code
		if address, ok := location.(common.AddressLocation); ok {
			contractNames[address.Address] = append(contractNames[address.Address], address.Name)
		}
	}

	config := analysis.NewSimpleConfig(analysis.NeedTypes, codes, contractNames, nil)
	programs := &analysis.Programs{Programs: map[common.Location]*analysis.Program{}}
	printer := pretty.NewErrorPrettyPrinter(os.Stdout, false)

	activation := sema.NewVariableActivation(sema.BaseValueActivation)
	for _, value := range stdlib.InterpreterDefaultStandardLibraryValues(nil) {
		activation.DeclareValue(value)
	}

	testEntries, err := os.ReadDir(*tests)
	if err != nil {
		panic(err)
	}
	names := []string{}
	for _, entry := range testEntries {
		if filepath.Ext(entry.Name()) == ".cdc" {
			names = append(names, entry.Name())
		}
	}
	sort.Strings(names)

	failed := 0
	for _, name := range names {
		code, err := os.ReadFile(filepath.Join(*tests, name))
		if err != nil {
			panic(err)
		}
		location := common.StringLocation(strings.TrimSuffix(name, ".cdc"))
		codes[location] = code
		report := func(err error) {
			failed++
			if printErr := printer.PrettyPrintError(err, location, codes); printErr != nil {
				panic(printErr)
			}
		}
		program, err := parser.ParseProgram(nil, code, parser.Config{})
		if err != nil {
			report(err)
			continue
		}
		checker, err := sema.NewChecker(program, location, nil, &sema.Config{
			BaseValueActivationHandler: func(common.Location) *sema.VariableActivation { return activation },
			AccessCheckMode:            sema.AccessCheckModeStrict,
			LocationHandler:            sema.AddressLocationHandlerFunc(config.ResolveAddressContractNames),
			ImportHandler: func(_ *sema.Checker, imported common.Location, _ ast.Range) (sema.Import, error) {
				if imported == stdlib.TestContractLocation {
					return sema.ElaborationImport{Elaboration: stdlib.GetTestContractType().Checker.Elaboration}, nil
				}
				if err := programs.Load(config, imported); err != nil {
					return nil, err
				}
				loaded := programs.Get(imported)
				if loaded.LoadError != nil {
					return nil, loaded.LoadError
				}
				return sema.ElaborationImport{Elaboration: loaded.Checker.Elaboration}, nil
			},
		})
		if err != nil {
			report(err)
			continue
		}
		if err := checker.Check(); err != nil {
			report(err)
		}
	}
	fmt.Fprintf(os.Stderr, "checktests: %d test files, %d with errors\n", len(names), failed)
}
